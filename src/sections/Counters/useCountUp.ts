import useMediaQuery from '@mui/material/useMediaQuery';
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Milliseconds since the element first came half into view (counted once), or `Infinity` when the
 * counters should simply show their final values: `animate` off or reduced motion preferred.
 */
export function useCountUp<T extends Element>(animate: boolean, longestMs: number): [RefObject<T | null>, number] {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const still = !animate || reduceMotion;
  const ref = useRef<T>(null);
  const [started, setStarted] = useState(false);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const node = ref.current;
    if (still || started || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setStarted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setStarted(true);
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [still, started]);

  useEffect(() => {
    if (still || !started) return;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const ms = now - start;
      setElapsed(ms);
      if (ms < longestMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [still, started, longestMs]);

  return [ref, still ? Number.POSITIVE_INFINITY : elapsed];
}
