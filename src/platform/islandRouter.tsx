import { type ReactNode, useSyncExternalStore } from 'react';
import { type Navigator, Router, type To, createPath } from 'react-router';

/*
 * Every page is a prerendered document, so moving to another page is a full load: links inside an
 * island go where their href says, as links outside islands do. Only a change of the query string on
 * the same page (a tool's chosen state, a pricing tab) stays in the page, and every island sees it.
 */
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
const currentHref = () => location.pathname + location.search + location.hash;
/** The address the page was prerendered at: its path alone, so an island hydrates what was rendered. */
const prerenderedHref = () => location.pathname;

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

function go(to: To, replace: boolean) {
  const target = new URL(hrefOf(to), location.href);
  if (target.origin !== location.origin || target.pathname !== location.pathname || target.hash !== location.hash) {
    if (replace) location.replace(target.href);
    else location.assign(target.href);
    return;
  }
  if (replace) history.replaceState(history.state, '', target.href);
  else history.pushState(null, '', target.href);
  notify();
}

const navigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => history.go(delta),
  push: (to) => go(to, false),
  replace: (to) => go(to, true),
};

/** React Router's hooks and links inside an island, over the document's own address. */
export function IslandRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const href = useSyncExternalStore(subscribe, currentHref, prerenderedHref);
  const url = new URL(href, 'http://x');
  return (
    <Router basename={basename} location={{ pathname: url.pathname, search: url.search, hash: url.hash }} navigator={navigator}>
      {children}
    </Router>
  );
}
