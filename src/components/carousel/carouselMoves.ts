import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';

/** A visitor's request: one slide back, one on, or straight to a zero-based slide. */
export type CarouselMove = 'prev' | 'next' | number;

/** Requests not played yet: an optional jump target, then a net number of steps from there. */
export interface PendingMoves {
  to: number | null;
  steps: number;
}

/**
 * Adds a request to those waiting. Steps add up, so two taps on "next" move two slides (and
 * next then previous none); a jump to a slide replaces everything before it, as it would have.
 */
export function queueMove(pending: PendingMoves | null, move: CarouselMove): PendingMoves {
  if (typeof move === 'number') return { to: move, steps: 0 };
  const steps = (pending?.steps ?? 0) + (move === 'next' ? 1 : -1);
  return { to: pending?.to ?? null, steps };
}

function play(api: EmblaCarouselType, { to, steps }: PendingMoves, jump: boolean) {
  if (to !== null) api.scrollTo(to, jump);
  // Stepping one by one keeps a looping carousel going the way the visitor asked; Embla moves its
  // target at once, so each call starts where the last one is headed.
  for (let i = 0; i < Math.abs(steps); i += 1) {
    if (steps > 0) api.scrollNext(jump);
    else api.scrollPrev(jump);
  }
}

export interface CarouselMovesOptions {
  /** Arrive at once instead of gliding (reduced motion), so the change is still seen. */
  jump: boolean;
  /** After each move the visitor asked for, e.g. to give an autoplay its full delay again. */
  onMove?: (api: EmblaCarouselType) => void;
}

/**
 * Moves a carousel on the visitor's request, also before Embla exists: useEmblaCarousel creates its
 * API in an effect one or two commits after the section hydrated, and on a slow phone a tap (or a
 * tap the page replays once hydrated) can land in between. Such requests wait here and are played
 * as soon as the API arrives. It arrives already initialised (Embla activates in its constructor and
 * only announces 'init' a task later), so it is used at once: waiting for 'init' could miss it.
 */
export function useCarouselMoves(emblaApi: EmblaCarouselType | undefined, { jump, onMove }: CarouselMovesOptions) {
  const pending = useRef<PendingMoves | null>(null);

  const flush = useCallback(
    (api: EmblaCarouselType) => {
      const moves = pending.current;
      if (!moves) return;
      pending.current = null;
      play(api, moves, jump);
      onMove?.(api);
    },
    [jump, onMove],
  );

  const flushOnArrival = useEffectEvent((api: EmblaCarouselType) => flush(api));
  useEffect(() => {
    if (emblaApi) flushOnArrival(emblaApi);
  }, [emblaApi]);

  return useCallback(
    (move: CarouselMove) => {
      pending.current = queueMove(pending.current, move);
      if (emblaApi) flush(emblaApi);
    },
    [emblaApi, flush],
  );
}
