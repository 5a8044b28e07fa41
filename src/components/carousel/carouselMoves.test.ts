import { describe, expect, it } from 'vitest';
import { type CarouselMove, type PendingMoves, queueMove } from './carouselMoves';

const queued = (...moves: CarouselMove[]) => moves.reduce<PendingMoves | null>(queueMove, null);

describe('requests made before a carousel is ready', () => {
  it('add up their steps: two taps on next are two slides, next then previous none', () => {
    expect(queued('next', 'next')).toEqual({ to: null, steps: 2 });
    expect(queued('next', 'prev')).toEqual({ to: null, steps: 0 });
    expect(queued('prev')).toEqual({ to: null, steps: -1 });
  });

  it('let the last jump to a slide win, and count later steps from it', () => {
    expect(queued('next', 4, 'prev', 1)).toEqual({ to: 1, steps: 0 });
    expect(queued('next', 4, 'next')).toEqual({ to: 4, steps: 1 });
  });
});
