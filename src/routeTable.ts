/*
 * The site's one route table, as plain data: src/routes.ts turns it into React Router's config,
 * src/prerender/prerenderPaths.ts into the pages to prerender (and from there the sitemap and the
 * crawl), src/content/menuFrom.ts into the header's menu, and src/app/routing/routeRow.ts hands a page family's
 * module the row it is mounted for. A route's id is its path.
 *
 * A row's `page` is the key of its title and description in content/pages.ts, and `menu` the header
 * group it is listed in, in table order; the catalogs name both (`pages.*`, navigation.ts's
 * `menuLabels`), and its type fails until English does.
 *
 * A row is a visitor's page, or a *layout*: the same content in another arrangement, kept at its
 * address (the spec names them) for designers and reviewers. `layoutOf` names the visitor's page it
 * lays out; from that one field a layout names that page as its canonical, stays out of the sitemap
 * and the menu, and is listed on /layouts instead.
 */

/** Home variants that also exist as a `-dark` twin: the same page module under the dark scheme. */
export const homeVariants = [
  { path: '', darkPath: 'home-1-dark', file: 'pages/HomeFormation.tsx', id: 'home-1' },
  { path: 'home-2', darkPath: 'home-2-dark', file: 'pages/HomeAgency.tsx', id: 'home-2', layoutOf: '/' },
  { path: 'home-3', darkPath: 'home-3-dark', file: 'pages/HomeShowcase.tsx', id: 'home-3', layoutOf: '/' },
  { path: 'business', darkPath: 'business-dark', file: 'pages/HomeBusiness.tsx', id: 'business', layoutOf: '/' },
] as const;

/**
 * Pages with one address each. Rows that share a module are a page family: the module draws each
 * row's `variant` (a layout, a number of columns).
 */
export const simplePages = [
  { path: 'services', file: 'pages/Services.tsx', page: 'services', menu: 'services', variant: { layout: 'cards', withHelp: false } },
  { path: 'services-2', file: 'pages/Services.tsx', page: 'services', layoutOf: '/services', variant: { layout: 'alternating', withHelp: false } },
  { path: 'services-3', file: 'pages/Services.tsx', page: 'services', layoutOf: '/services', variant: { layout: 'compact', withHelp: true } },
  { path: 'about-us', file: 'pages/AboutUs.tsx', page: 'about', menu: 'company' },
  { path: 'team', file: 'pages/Team.tsx', page: 'team', menu: 'company', variant: { layout: 'cards' } },
  { path: 'team-2', file: 'pages/Team.tsx', page: 'team', layoutOf: '/team', variant: { layout: 'overlay' } },
  { path: 'team-3', file: 'pages/Team.tsx', page: 'team', layoutOf: '/team', variant: { layout: 'list' } },
  { path: 'project-2-column', file: 'pages/Projects.tsx', page: 'projects', layoutOf: '/project-3-column', variant: { columns: 2, pageSize: 4 } },
  { path: 'project-3-column', file: 'pages/Projects.tsx', page: 'projects', menu: 'company', variant: { columns: 3, pageSize: 6 } },
  { path: 'project-carousel', file: 'pages/ProjectCarousel.tsx', page: 'projects', layoutOf: '/project-3-column' },
  { path: 'pricing', file: 'pages/Pricing.tsx', page: 'pricing', menu: 'pricing' },
  { path: 'costs', file: 'pages/Costs.tsx', page: 'costs', menu: 'tools' },
  { path: 'refunds', file: 'pages/Refunds.tsx', page: 'refunds' },
  { path: 'contact-us', file: 'pages/ContactUs.tsx', page: 'contact', menu: 'contact' },
  { path: 'eligibility', file: 'pages/Eligibility.tsx', menu: 'tools' },
  { path: 'compliance-calendar', file: 'pages/ComplianceCalendar.tsx', menu: 'tools' },
  { path: 'launch-plan', file: 'pages/LaunchPlan.tsx', menu: 'tools' },
  { path: 'login', file: 'pages/Login.tsx', page: 'login' },
  { path: 'blog-standard', file: 'pages/Blog.tsx', page: 'blogStandard', layoutOf: '/blog-with-sidebar', variant: { columns: 1, pageSize: 2, withSidebar: false } },
  { path: 'blog-with-sidebar', file: 'pages/Blog.tsx', page: 'blogWithSidebar', menu: 'company', variant: { columns: 2, pageSize: 4, withSidebar: true } },
  { path: 'blog-2-column', file: 'pages/Blog.tsx', page: 'blog2Column', layoutOf: '/blog-with-sidebar', variant: { columns: 2, pageSize: 4, withSidebar: false } },
  { path: 'blog-3-column', file: 'pages/Blog.tsx', page: 'blog3Column', layoutOf: '/blog-with-sidebar', variant: { columns: 3, pageSize: 3, withSidebar: false } },
  { path: 'layouts', file: 'pages/Layouts.tsx', page: 'layouts', noindex: true },
] as const;

/** Pages with one address per entry of their content (`/<base>/<id>`); the bare base redirects to the first. */
export const detailRoutes = [
  { base: 'services-details', file: 'pages/ServiceDetails.tsx', page: 'serviceDetails' },
  { base: 'project-details', file: 'pages/ProjectDetails.tsx', page: 'projectDetails' },
  { base: 'team-details', file: 'pages/TeamDetails.tsx', page: 'teamDetails' },
  { base: 'blog-single', file: 'pages/BlogSingle.tsx', page: 'blogSingle' },
  { base: 'blog-single-sidebar', file: 'pages/BlogSingleSidebar.tsx', page: 'blogSingle', layoutOf: '/blog-single' },
] as const;

/**
 * The header's menu for a founder, in order: what they look for (services, pricing, the tools, the
 * company, contact), each with the page its own link opens. A group lists the visitor pages whose
 * `menu` names it; one that lists only its own page is a plain link. The Services group also lists
 * each service (content/navigation.ts), and the portal is the header's Sign In.
 */
export const menuGroups = [
  { id: 'services', to: '/services' },
  { id: 'pricing', to: '/pricing' },
  { id: 'tools', to: '/costs' },
  { id: 'company', to: '/about-us' },
  { id: 'contact', to: '/contact-us' },
] as const;

export type DetailBase = (typeof detailRoutes)[number]['base'];

type SimplePage = (typeof simplePages)[number];
type DetailRoute = (typeof detailRoutes)[number];

/** The pages the table names: the home pages and every row's `page`. */
export type RoutePage = 'home' | Extract<SimplePage, { page: string }>['page'] | DetailRoute['page'];

/** A page family's module, named by its file. */
export type FamilyFile = Extract<SimplePage, { variant: object }>['file'];
/** A row of a page family. */
export type FamilyRow<F extends FamilyFile> = Extract<SimplePage, { file: F }>;

/** Each page the header lists: a key its label is found by, its group and its address, in table order. */
export const menuEntries = simplePages.flatMap((p) => ('menu' in p ? [{ key: p.path, group: p.menu, to: `/${p.path}` } as const] : []));

/**
 * Every layout, as /layouts lists it: a key its name is found by (navigation.ts's `layoutNames`),
 * its address and the visitor's page it lays out. The dark twins are the same pages in the dark
 * scheme; a detail layout is listed by its first entry.
 */
export const layoutEntries = [
  ...homeVariants.map((v) => ({ key: v.id, to: `/${v.path}`, of: 'layoutOf' in v ? v.layoutOf : null }) as const),
  ...homeVariants.map((v) => ({ key: v.darkPath, to: `/${v.darkPath}`, of: primaryPath(`/${v.path}`) }) as const),
  ...simplePages.flatMap((p) => ('layoutOf' in p || 'variant' in p ? [{ key: p.path, to: `/${p.path}`, of: 'layoutOf' in p ? p.layoutOf : null } as const] : [])),
  ...detailRoutes.map((d) => ({ key: d.base, to: `/${d.base}/1`, of: 'layoutOf' in d ? `${d.layoutOf}/1` : null }) as const),
];

/** The visitor's page a path lays out ('/services-2' -> '/services', '/blog-single-sidebar/3' -> '/blog-single/3'), or the path itself. */
export function primaryPath(path: string): string {
  const row = rowOf(path);
  const rest = /^\/[^/]*(\/.*)?$/.exec(path)?.[1] ?? '';
  return row && 'layoutOf' in row ? `${row.layoutOf}${'base' in row ? rest : ''}` : path;
}

/** The row a path is served by, from its first segment ('/team-details/3' -> the team-details row). */
export function rowOf(path: string) {
  const first = /^\/([^/]*)/.exec(path)?.[1] ?? '';
  return [...homeVariants, ...simplePages, ...detailRoutes].find((r) => ('path' in r ? r.path : r.base) === first);
}

export type MenuGroupId = (typeof menuGroups)[number]['id'];
/** The key a language names a listed page by: its route's id. */
export type MenuPageKey = (typeof menuEntries)[number]['key'];
/** The key a language names a layout by on /layouts. */
export type LayoutKey = (typeof layoutEntries)[number]['key'];
