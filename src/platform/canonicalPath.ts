import { primaryPath } from '../routeTable';

/** A dark twin is the same page in the dark scheme: its light path ('/home-1-dark' -> '/'). */
export function lightPath(pathname: string) {
  const clean = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  if (clean === '/home-1-dark') return '/';
  return clean.endsWith('-dark') ? clean.slice(0, -'-dark'.length) : clean;
}

/**
 * The address search engines are pointed at for a page: a dark twin's light path, and for a layout
 * the visitor's page it lays out (routeTable.ts's `layoutOf`), so one content has one canonical.
 * The language menu and the hreflang alternates name the page itself in each language (lightPath).
 * Kept apart from src/prerender/seoFiles.ts, whose route list pulls in every content module: the
 * root layout needs only this.
 */
export function canonicalPath(pathname: string) {
  return primaryPath(lightPath(pathname));
}
