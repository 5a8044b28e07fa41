import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches the visitor's screen: false while a prerendered page hydrates (the
 * prerender knows no screen), then the screen's answer, kept up to date. MUI's `useMediaQuery` does
 * the same with theme queries and options for older React; this one is for the first screen's
 * script, which every page loads and where each kilobyte counts.
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
