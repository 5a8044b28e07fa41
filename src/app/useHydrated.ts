import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML, true afterwards (and from the start of a client-only
 * render). Pages are prerendered without a query string, so anything read from `?tab=`, `?page=` or
 * `?search=` must wait for hydration, or React keeps the prerendered markup and the page lies.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
