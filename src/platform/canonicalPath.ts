/**
 * A dark twin is the same page: search engines are pointed at its light path. Kept apart from
 * src/prerender/seoFiles.ts, whose route list pulls in every content module: the root layout needs only this.
 */
export function canonicalPath(pathname: string) {
  const clean = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  if (clean === '/home-1-dark') return '/';
  return clean.endsWith('-dark') ? clean.slice(0, -'-dark'.length) : clean;
}
