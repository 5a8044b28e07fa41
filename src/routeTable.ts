/*
 * The site's one route table, as plain data: src/routes.ts turns it into React Router's config,
 * src/prerender/prerenderPaths.ts into the pages to prerender (and from there the sitemap and the
 * crawl), src/content/menuFrom.ts into the header's menu, and src/app/routing/routeRow.ts hands a page family's
 * module the row it is mounted for. A route's id is its path.
 *
 * A row's `page` is the key of its title and description in content/pages.ts, and `menu` the header
 * group it is listed in, in table order; each language names both (pages.ts, navigation.ts's
 * `menuLabels`), and its type fails until it does.
 */

/** Home variants that also exist as a `-dark` twin: the same page module under the dark scheme. */
export const homeVariants = [
  { path: '', darkPath: 'home-1-dark', file: 'pages/HomeFormation.tsx', id: 'home-1' },
  { path: 'home-2', darkPath: 'home-2-dark', file: 'pages/HomeAgency.tsx', id: 'home-2' },
  { path: 'home-3', darkPath: 'home-3-dark', file: 'pages/HomeShowcase.tsx', id: 'home-3' },
  { path: 'business', darkPath: 'business-dark', file: 'pages/HomeBusiness.tsx', id: 'business' },
] as const;

/**
 * Pages with one address each. Rows that share a module are a page family: the module draws each
 * row's `variant` (a layout, a number of columns).
 */
export const simplePages = [
  { path: 'services', file: 'pages/Services.tsx', page: 'services', menu: 'services', variant: { layout: 'cards', withHelp: false } },
  { path: 'services-2', file: 'pages/Services.tsx', page: 'services', menu: 'services', variant: { layout: 'alternating', withHelp: false } },
  { path: 'services-3', file: 'pages/Services.tsx', page: 'services', menu: 'services', variant: { layout: 'compact', withHelp: true } },
  { path: 'project-2-column', file: 'pages/Projects.tsx', page: 'projects', menu: 'projects', variant: { columns: 2, pageSize: 4 } },
  { path: 'project-3-column', file: 'pages/Projects.tsx', page: 'projects', menu: 'projects', variant: { columns: 3, pageSize: 6 } },
  { path: 'project-carousel', file: 'pages/ProjectCarousel.tsx', page: 'projects', menu: 'projects' },
  { path: 'team', file: 'pages/Team.tsx', page: 'team', menu: 'team', variant: { layout: 'cards' } },
  { path: 'team-2', file: 'pages/Team.tsx', page: 'team', menu: 'team', variant: { layout: 'overlay' } },
  { path: 'team-3', file: 'pages/Team.tsx', page: 'team', menu: 'team', variant: { layout: 'list' } },
  { path: 'about-us', file: 'pages/AboutUs.tsx', page: 'about', menu: 'pages' },
  { path: 'pricing', file: 'pages/Pricing.tsx', page: 'pricing', menu: 'pages' },
  { path: 'costs', file: 'pages/Costs.tsx', page: 'costs', menu: 'tools' },
  { path: 'refunds', file: 'pages/Refunds.tsx', page: 'refunds' },
  { path: 'contact-us', file: 'pages/ContactUs.tsx', page: 'contact', menu: 'pages' },
  { path: 'eligibility', file: 'pages/Eligibility.tsx', menu: 'tools' },
  { path: 'compliance-calendar', file: 'pages/ComplianceCalendar.tsx', menu: 'tools' },
  { path: 'login', file: 'pages/Login.tsx', page: 'login', menu: 'pages' },
  { path: 'blog-standard', file: 'pages/Blog.tsx', page: 'blogStandard', menu: 'blog', variant: { columns: 1, pageSize: 2, withSidebar: false } },
  { path: 'blog-with-sidebar', file: 'pages/Blog.tsx', page: 'blogWithSidebar', menu: 'blog', variant: { columns: 2, pageSize: 4, withSidebar: true } },
  { path: 'blog-2-column', file: 'pages/Blog.tsx', page: 'blog2Column', menu: 'blog', variant: { columns: 2, pageSize: 4, withSidebar: false } },
  { path: 'blog-3-column', file: 'pages/Blog.tsx', page: 'blog3Column', menu: 'blog', variant: { columns: 3, pageSize: 3, withSidebar: false } },
] as const;

/** Pages with one address per entry of their content (`/<base>/<id>`); the bare base redirects to the first. */
export const detailRoutes = [
  { base: 'services-details', file: 'pages/ServiceDetails.tsx', page: 'serviceDetails', menu: 'services' },
  { base: 'project-details', file: 'pages/ProjectDetails.tsx', page: 'projectDetails', menu: 'projects' },
  { base: 'team-details', file: 'pages/TeamDetails.tsx', page: 'teamDetails', menu: 'team' },
  { base: 'blog-single', file: 'pages/BlogSingle.tsx', page: 'blogSingle', menu: 'blog' },
  { base: 'blog-single-sidebar', file: 'pages/BlogSingleSidebar.tsx', page: 'blogSingle', menu: 'blog' },
] as const;

/** The header's menu groups, in order, with the page a group's own link opens. */
export const menuGroups = [
  { id: 'home', to: '/' },
  { id: 'services', to: '/services' },
  { id: 'projects', to: '/project-3-column' },
  { id: 'team', to: '/team' },
  { id: 'blog', to: '/blog-standard' },
  { id: 'tools', to: '/costs' },
  { id: 'pages', to: '/about-us' },
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
export const menuEntries = [
  ...homeVariants.map((v) => ({ key: v.id, group: 'home', to: `/${v.path}` }) as const),
  ...homeVariants.map((v) => ({ key: v.darkPath, group: 'home', to: `/${v.darkPath}` }) as const),
  ...simplePages.flatMap((p) => ('menu' in p ? [{ key: p.path, group: p.menu, to: `/${p.path}` } as const] : [])),
  // A detail page is listed by its first entry.
  ...detailRoutes.map((d) => ({ key: d.base, group: d.menu, to: `/${d.base}/1` }) as const),
];

export type MenuGroupId = (typeof menuGroups)[number]['id'];
/** The key a language names a listed page by: its route's id. */
export type MenuPageKey = (typeof menuEntries)[number]['key'];
