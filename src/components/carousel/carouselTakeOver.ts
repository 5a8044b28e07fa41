import type { EmblaCarouselType } from 'embla-carousel';
import { type RefObject, useEffect } from 'react';

/**
 * Embla takes the track over from the page's script (carouselBeforeCode.ts): it already starts on
 * the slide that script showed, and it moves the track frame by frame itself, so the script's CSS
 * transition on the track is dropped, or every one of Embla's frames would be eased again.
 */
export function useCarouselTakeOver(emblaApi: EmblaCarouselType | undefined, track: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (emblaApi && track.current) track.current.style.transition = '';
  }, [emblaApi, track]);
}
