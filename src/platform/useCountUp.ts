import { type RefObject, useLayoutEffect } from 'react';
import { installCountUp } from './countUp';

/**
 * Where React draws a part that counts up once seen (Storybook; the site's pages are prerendered
 * and the head's script arms them), this arms it before it is painted, and again when what it
 * counts to changes. `key` names what it counts: the part's attributes as a string.
 */
export function useCountUp<T extends HTMLElement>(ref: RefObject<T | null>, enabled: boolean, key: string) {
  useLayoutEffect(() => {
    const part = ref.current;
    if (!enabled || !part) return undefined;
    return installCountUp(window).arm(part);
  }, [ref, enabled, key]);
}
