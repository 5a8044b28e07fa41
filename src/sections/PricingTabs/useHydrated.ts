import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML, true afterwards (and from the start of a client-only
 * render). The prerendered /pricing knows no query string, so a tab chosen by `?tab=` must wait
 * for hydration; otherwise React keeps the prerendered tab's attributes and the page lies.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
