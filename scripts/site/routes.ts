import { detailPaths, notFoundPath, prerenderPaths, redirectPaths, staticPaths } from '../../src/prerender/prerenderPaths';

/** Not-found pages: the generic one and any a detail route prerenders for its unknown ids (`/blog-single/404`). */
export const isNotFoundRoute = (route: string) => route === notFoundPath || route.endsWith('/404');

/** Every prerendered page a visitor lands on (the bare redirects and the not-found pages are checked on their own). */
export const pageRoutes = prerenderPaths().filter((route) => !redirectPaths.includes(route) && !isNotFoundRoute(route));

/** Routes forced into the dark scheme by their path. */
export const isDarkTwin = (route: string) => route.endsWith('-dark');

/**
 * The visitor's stored dark scheme on one route per inner page module and the first entry of each
 * detail kind; of the home pages only `/`, since every home module is crawled dark as its `-dark`
 * twin. `SITE_CRAWL_DARK=all` visits every page that way.
 */
export function storedDarkRoutes(all = process.env.SITE_CRAWL_DARK === 'all') {
  if (all) return pageRoutes.filter((route) => !isDarkTwin(route));
  const twinned = new Set(staticPaths.filter(isDarkTwin).map((route) => (route === '/home-1-dark' ? '/' : route.replace(/-dark$/, ''))));
  const firstDetails = [...new Set(detailPaths.map((route) => route.replace(/\/[^/]+$/, '')))].map((base) => detailPaths.find((route) => route.startsWith(`${base}/`)) as string);
  return ['/', ...staticPaths.filter((route) => !isDarkTwin(route) && !twinned.has(route)), ...firstDetails];
}

export { redirectPaths };
