import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { installCountUp } from './countUp';

/** How a part counts (src/platform/countUp.ts): its kind, its end and the pace of the kind. */
export type CountSpec = { kind: 'steps'; to: number; step?: number; every?: number } | { kind: 'eased'; to: number; from: number; increment: number; ms: number };

/**
 * Makes an element a part that counts up once seen: returns the ref, the attributes the page's head
 * script reads and the final value for CSS (`--count`), to spread on it. Where React draws the part
 * (Storybook; the site's pages are prerendered and the head script arms them) it arms it before it
 * is painted, and again when what it counts changes. `animate` off: the final value, still.
 */
export function useCountUp<T extends HTMLElement>(animate: boolean, { kind, to, ...pace }: CountSpec) {
  const ref = useRef<T>(null);
  const key = JSON.stringify([to, pace]);
  useLayoutEffect(() => {
    const part = ref.current;
    if (!animate || !part) return undefined;
    return installCountUp(window).arm(part);
  }, [animate, key]);
  const attributes = Object.fromEntries(Object.entries(pace).map(([name, value]) => [`data-count-${name}`, value]));
  return { ref, 'data-count-up': animate ? kind : undefined, 'data-count-to': to, ...attributes, style: { '--count': to } as CSSProperties };
}
