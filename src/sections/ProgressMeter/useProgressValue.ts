import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { nextProgressValue } from './progressStep';

export interface ProgressValueOptions {
  maxValue: number;
  animate: boolean;
  step: number;
  stepMs: number;
}

/**
 * The value a meter shows: 0 until at least half of it is on screen, then `step` every `stepMs` up to
 * `maxValue`. Without animation, or under reduced motion, it is `maxValue` from the start.
 */
export function useProgressValue<T extends Element>({ maxValue, animate, step, stepMs }: ProgressValueOptions) {
  const ref = useRef<T>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const moving = animate && !reducedMotion;
  const [active, setActive] = useState(false);
  const [value, setValue] = useState(0);

  useEffect(() => {
    const node = ref.current;
    if (!moving || active || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setActive(true);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [moving, active]);

  useEffect(() => {
    if (!moving || !active || value >= maxValue) return undefined;
    const timer = window.setTimeout(() => setValue((current) => nextProgressValue(current, maxValue, step)), stepMs);
    return () => window.clearTimeout(timer);
  }, [moving, active, value, maxValue, step, stepMs]);

  return { ref, value: moving ? Math.min(value, maxValue) : maxValue };
}
