import type { SxProps, Theme } from '@mui/material/styles';
import { MotionToggle } from '../MotionToggle';
import type { useAutoMotion } from '../carousel/carouselMotion';

export type AutoMotion = Pick<ReturnType<typeof useAutoMotion>, 'available' | 'playing' | 'toggle' | 'toggleRef'>;

export interface AutoMotionToggleProps {
  /** The carousel's own motion, from `useAutoMotion`. */
  motion: AutoMotion;
  /** The button's names: while the slides move ('Pause carousel') and while they stand still ('Play carousel'). */
  labels: { pause: string; play: string };
  sx?: SxProps<Theme>;
}

/** A self-moving carousel's pause/play button, wired to its motion; none under reduced motion, where nothing moves. */
export function AutoMotionToggle({ motion, labels, sx }: AutoMotionToggleProps) {
  if (!motion.available) return null;
  return <MotionToggle ref={motion.toggleRef} playing={motion.playing} onToggle={motion.toggle} pauseLabel={labels.pause} playLabel={labels.play} sx={sx} />;
}
