import { useEffect, useRef, useState } from 'react';

/**
 * True once at least `threshold` of the element has been on screen, and from then on.
 * Starts true when `enabled` is false, and where IntersectionObserver is missing, so nothing waits forever.
 */
export function useSeenOnce<T extends Element>(enabled: boolean, threshold = 0.5) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(!enabled);

  useEffect(() => {
    if (!enabled) {
      setSeen(true);
      return undefined;
    }
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
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
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, threshold]);

  return { ref, seen };
}
