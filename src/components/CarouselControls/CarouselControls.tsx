import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { AutoMotionToggle, type AutoMotionToggleProps } from './AutoMotionToggle';

export interface CarouselControlsLabels {
  /** The back arrow's name ('Previous slide'). */
  previous: string;
  /** The forward arrow's name ('Next slide'). */
  next: string;
}

export interface CarouselControlsProps {
  labels: CarouselControlsLabels;
  /** Moves one slide back or on (Embla's own loop decides what comes after the last). */
  onStep: (step: 'prev' | 'next') => void;
  /** Between the arrows: where the visitor is (dots to jump with, or '2 / 3'). */
  children: ReactNode;
  /** A carousel that moves on its own: its motion and the pause/play button's names, for a button at the end of the bar. */
  pausable?: Omit<AutoMotionToggleProps, 'sx'>;
}

const roundButton = { border: 1, borderColor: 'divider', color: 'text.primary', bgcolor: 'background.default' } as const;

/** The bar under a carousel: previous, where the visitor is, next, and pause/play when it moves by itself. */
export function CarouselControls({ labels, onStep, children, pausable }: CarouselControlsProps) {
  return (
    <Stack direction="row" useFlexGap spacing={{ xs: 1, sm: 2 }} sx={{ mt: 5, justifyContent: 'center', alignItems: 'center' }}>
      <IconButton aria-label={labels.previous} data-carousel-step="prev" onClick={() => onStep('prev')} sx={roundButton}>
        <ArrowBackRounded className="flip-in-rtl" />
      </IconButton>
      {children}
      <IconButton aria-label={labels.next} data-carousel-step="next" onClick={() => onStep('next')} sx={roundButton}>
        <ArrowForwardRounded className="flip-in-rtl" />
      </IconButton>
      {pausable ? <AutoMotionToggle {...pausable} sx={{ ml: { xs: 1, sm: 3 }, bgcolor: 'background.default' }} /> : null}
    </Stack>
  );
}
