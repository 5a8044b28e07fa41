import type { DetailBase, homeVariants, simplePages } from './routeTable';

/*
 * The one way to name a page of this site, from the route table: a path that is not a route fails
 * to type-check. These are route paths within a language ('/pricing'); SiteLink, hrefTo and pageUrl
 * add the language's prefix ('/es/pricing'). src/sitePaths.test.ts fails on a path written by hand.
 */

type HomeVariant = (typeof homeVariants)[number];

/** A page with one address: '/', '/home-2-dark', '/pricing'. */
export type PagePath = '/' | `/${Exclude<HomeVariant['path'], ''>}` | `/${HomeVariant['darkPath']}` | `/${(typeof simplePages)[number]['path']}`;

/** The base of a page per entry, as a list links its entries under it: '/blog-single'. */
export type DetailBasePath = `/${DetailBase}`;

/** Query values, as URLSearchParams takes them. */
export type PathQuery = Record<string, string>;

/** A page's path, with its query when given: sitePath('/pricing', { tab: 'phone' }) is '/pricing?tab=phone'. */
export function sitePath<P extends PagePath>(path: P): P;
export function sitePath(path: PagePath, query: PathQuery): string;
/* @__NO_SIDE_EFFECTS__ */ export function sitePath(path: PagePath, query?: PathQuery): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** An anchor on the home page: anchorPath('footer') is '/#footer', anchorPath('') its top. */
/* @__NO_SIDE_EFFECTS__ */ export const anchorPath = (id: string): string => `/#${id}`;

/** The base a list of entries links under: detailBase('blog-single') is '/blog-single'. */
/* @__NO_SIDE_EFFECTS__ */ export const detailBase = <B extends DetailBase>(base: B): `/${B}` => `/${base}`;

/** An entry's page, by its base or a list's base path: detailPath('team-details', 3) is '/team-details/3'. */
/* @__NO_SIDE_EFFECTS__ */ export const detailPath = (base: DetailBase | DetailBasePath, id: number | string): string => `${base.startsWith('/') ? base : `/${base}`}/${id}`;
