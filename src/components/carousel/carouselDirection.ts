import { useTheme } from '@mui/material/styles';

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
  return { direction, stepOf };
}
