import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Ref } from 'react';

export interface MotionToggleProps {
  /** The visitor's choice: the carousel may move. The button then offers to pause. */
  playing: boolean;
  onToggle: () => void;
  /** The button's name while playing ('Pause carousel'). */
  pauseLabel: string;
  /** The button's name while paused ('Play carousel'). */
  playLabel: string;
  ref?: Ref<HTMLButtonElement>;
  sx?: SxProps<Theme>;
}

/** The visible pause/play button every self-moving carousel needs (WCAG 2.2.2). */
export function MotionToggle({ playing, onToggle, pauseLabel, playLabel, ref, sx }: MotionToggleProps) {
  return (
    <IconButton
      ref={ref}
      onClick={onToggle}
      aria-label={playing ? pauseLabel : playLabel}
      size="small"
      sx={[{ border: 1, borderColor: 'divider', color: 'text.primary', width: 40, height: 40 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {playing ? <PauseRounded fontSize="small" /> : <PlayArrowRounded fontSize="small" />}
    </IconButton>
  );
}
