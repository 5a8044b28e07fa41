import { useEffect, useRef, useState } from 'react';
import { islandLookAheadPx } from './islandScripts';

export interface SeenOnceOptions {
  /** Seen from the start: nothing to wait for (an animation turned off, code already here). */
  skip?: boolean;
  /** How much of the element must be on screen. */
  threshold?: number;
  /** Counts as seen once within the islands' look-ahead of the screen, before it is on it. */
  ahead?: boolean;
}

/**
 * True once the element has been on (or, with `ahead`, near) the screen, and from then on: for a part
 * that animates when a visitor reaches it (skill bars), or whose code is worth fetching only then (the
 * cost page's chart). Also true where IntersectionObserver is missing, so nothing waits forever.
 */
export function useSeenOnce<T extends Element>({ skip = false, threshold = 0, ahead = false }: SeenOnceOptions = {}) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(skip);

  useEffect(() => {
    if (seen) return undefined;
    const element = ref.current;
    if (skip || !element || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin: ahead ? `${islandLookAheadPx}px` : '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, skip, threshold, ahead]);

  return { ref, seen };
}
