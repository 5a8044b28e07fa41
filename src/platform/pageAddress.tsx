import { createContext, useContext, useMemo } from 'react';

/*
 * Every page is a prerendered document, so moving to another page is a full load, and a link is a
 * link. Only a change of the query string on the same page (a tool's chosen state, a
 * page of a list) stays in the page, and every island sees it. This is all the routing the browser
 * needs; React Router renders the pages at build time only.
 */

/** Where the page is: within its language ('/pricing' on /es/pricing), and that language's prefix. */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
  /** '' for English, '/es' for Spanish… */
  basename: string;
  /** `href` (with the prefix): on the same page with another query, kept in the page; else a full load. */
  go(href: string, options?: { replace?: boolean }): void;
  /**
   * The query string as it is now, with a change already made but not yet drawn: a second choice made
   * before the first is drawn (two fields changed in quick succession on a busy phone) builds on it
   * instead of undoing it.
   */
  latestSearch(): string;
}

const PageAddressContext = createContext<PageAddress | null>(null);

/** Set by the prerender (from React Router), by each island's root (the document) and by Storybook. */
export const PageAddressProvider = PageAddressContext.Provider;

export function usePageAddress(): PageAddress {
  const address = useContext(PageAddressContext);
  if (!address) throw new Error('usePageAddress: no PageAddressProvider around this part');
  return address;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

/** `to` as a path within the language, read against where the page is. */
export function resolveTo(to: To, from: Pick<PageAddress, 'pathname' | 'search'>): { pathname: string; search: string; hash: string } {
  if (typeof to !== 'string') return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  const url = new URL(to, `http://page${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The address bar's form of `to`, with the language's prefix. */
export function hrefTo(to: To, address: PageAddress): string {
  const { pathname, search, hash } = resolveTo(to, address);
  // React Router's form, which the prerendered pages have always had: '/es' for the Spanish home.
  const path = pathname === '/' ? address.basename || '/' : `${address.basename}${pathname}`;
  return `${path}${search}${hash}`;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query string of the page, and what changes it (in the page, without a load). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: { replace?: boolean }) => void] {
  const address = usePageAddress();
  const params = useMemo(() => new URLSearchParams(address.search), [address.search]);
  const set = (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: { replace?: boolean }) => {
    const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(address.latestSearch())) : next).toString();
    address.go(hrefTo({ pathname: address.pathname, search: value ? `?${value}` : '' }, address), options);
  };
  return [params, set];
}

/** Goes to `to` (a path within the language). */
export function useNavigate(): (to: To, options?: { replace?: boolean }) => void {
  const address = usePageAddress();
  return (to, options) => address.go(hrefTo(to, address), options);
}
