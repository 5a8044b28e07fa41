import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { type PageAddress, PageAddressProvider } from './pageAddress';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (listeners.size === 1) addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeEventListener('popstate', notify);
  };
};
const current = () => location.pathname + location.search + location.hash;
/** The address the page was prerendered at: its path alone, so an island hydrates what was rendered. */
const prerendered = () => location.pathname;

function go(href: string, options: { replace?: boolean } = {}) {
  const target = new URL(href, location.href);
  if (target.origin !== location.origin || target.pathname !== location.pathname || target.hash) {
    if (options.replace) location.replace(target.href);
    else location.assign(target.href);
    return;
  }
  if (options.replace) history.replaceState(history.state, '', target.href);
  else history.pushState(null, '', target.href);
  notify();
}

/** The page's address in the browser: the document's own, shared by every island. */
export function DocumentAddress({ basename, children }: { basename: string; children: ReactNode }) {
  const href = useSyncExternalStore(subscribe, current, prerendered);
  const address = useMemo((): PageAddress => {
    const url = new URL(href, 'http://page');
    const pathname = basename && url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
    // go() writes the document's address at once; React draws it after.
    return { pathname, search: url.search, hash: url.hash, basename, go, latestSearch: () => location.search };
  }, [href, basename]);
  return <PageAddressProvider value={address}>{children}</PageAddressProvider>;
}
