import { useEffect, useRef, useState } from 'react';
import { islandLookAheadPx } from './islandScripts';

/**
 * True once the element has come within the islands' look-ahead of the screen, and from then on:
 * for a part whose code is worth fetching only when a visitor gets near it (the cost page's chart).
 * Starts true when `already` is (its code is here anyway) and where IntersectionObserver is missing,
 * so nothing waits forever.
 */
export function useNearScreen<T extends Element>(already = false) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(already);

  useEffect(() => {
    if (near) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${islandLookAheadPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return { ref, near };
}
