import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `prerendered` while React hydrates prerendered HTML, `client` afterwards (and from the start of a
 * client-only render). Pages are prerendered without a query string or the visitor's settings, so
 * anything read from them must wait for hydration, or React keeps the prerendered markup and the
 * page lies. When both are the same (no `?tab=` in the address, the light scheme) the component is
 * not rendered again after hydration: a slow phone is spared a second render of the whole section.
 */
export function useClientValue<T>(client: T, prerendered: T): T {
  return useSyncExternalStore(
    subscribe,
    () => client,
    () => prerendered,
  );
}
