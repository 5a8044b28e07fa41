import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';

/**
 * A carousel's reading direction: Embla lays slides out and moves them right to left on an
 * Arabic page (its `direction` option), and the arrow keys follow what the visitor sees, so the
 * left arrow key goes to the next slide there.
 */
export function useCarouselDirection() {
  const direction = useTheme().direction;
  const stepOf = (key: string): 'prev' | 'next' | null => {
    if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
    return (key === 'ArrowRight') === (direction === 'ltr') ? 'next' : 'prev';
  };
  /** What makes an element the carousel's region: named, reached with Tab, stepped with the arrow keys. */
  const regionProps = (label: string, go: (step: 'prev' | 'next') => void) => ({
    role: 'region',
    'aria-roledescription': 'carousel',
    'aria-label': label,
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const step = stepOf(event.key);
      if (!step) return;
      go(step);
      event.preventDefault();
    },
  });
  return { direction, stepOf, regionProps };
}
