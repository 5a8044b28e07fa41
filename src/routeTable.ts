/*
 * The site's one route table, as plain data: src/routes.ts turns it into React Router's config,
 * src/prerender/prerenderPaths.ts into the pages to prerender (and from there the sitemap and the
 * crawl), and src/app/routeVariant.ts hands a page family's module the row it is mounted for.
 * A route's id is its path.
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
 * row's `variant` (a layout, a number of columns) and, where the family's pages are named apart,
 * its `page` (the key of its title and description in content/pages.ts).
 */
export const simplePages = [
  { path: 'services', file: 'pages/Services.tsx', variant: { layout: 'cards', withHelp: false } },
  { path: 'services-2', file: 'pages/Services.tsx', variant: { layout: 'alternating', withHelp: false } },
  { path: 'services-3', file: 'pages/Services.tsx', variant: { layout: 'compact', withHelp: true } },
  { path: 'project-2-column', file: 'pages/Projects.tsx', variant: { columns: 2, pageSize: 4 } },
  { path: 'project-3-column', file: 'pages/Projects.tsx', variant: { columns: 3, pageSize: 6 } },
  { path: 'project-carousel', file: 'pages/ProjectCarousel.tsx' },
  { path: 'team', file: 'pages/Team.tsx', variant: { layout: 'cards' } },
  { path: 'team-2', file: 'pages/Team.tsx', variant: { layout: 'overlay' } },
  { path: 'team-3', file: 'pages/Team.tsx', variant: { layout: 'list' } },
  { path: 'about-us', file: 'pages/AboutUs.tsx' },
  { path: 'pricing', file: 'pages/Pricing.tsx' },
  { path: 'costs', file: 'pages/Costs.tsx' },
  { path: 'refunds', file: 'pages/Refunds.tsx' },
  { path: 'contact-us', file: 'pages/ContactUs.tsx' },
  { path: 'eligibility', file: 'pages/Eligibility.tsx' },
  { path: 'compliance-calendar', file: 'pages/ComplianceCalendar.tsx' },
  { path: 'login', file: 'pages/Login.tsx' },
  { path: 'blog-standard', file: 'pages/Blog.tsx', variant: { page: 'blogStandard', columns: 1, pageSize: 2, withSidebar: false } },
  { path: 'blog-with-sidebar', file: 'pages/Blog.tsx', variant: { page: 'blogWithSidebar', columns: 2, pageSize: 4, withSidebar: true } },
  { path: 'blog-2-column', file: 'pages/Blog.tsx', variant: { page: 'blog2Column', columns: 2, pageSize: 4, withSidebar: false } },
  { path: 'blog-3-column', file: 'pages/Blog.tsx', variant: { page: 'blog3Column', columns: 3, pageSize: 3, withSidebar: false } },
] as const;

/** Pages with one address per entry of their content (`/<base>/<id>`); the bare base redirects to the first. */
export const detailRoutes = [
  { base: 'services-details', file: 'pages/ServiceDetails.tsx' },
  { base: 'project-details', file: 'pages/ProjectDetails.tsx' },
  { base: 'team-details', file: 'pages/TeamDetails.tsx' },
  { base: 'blog-single', file: 'pages/BlogSingle.tsx' },
  { base: 'blog-single-sidebar', file: 'pages/BlogSingleSidebar.tsx' },
] as const;

export type DetailBase = (typeof detailRoutes)[number]['base'];

type SimplePage = (typeof simplePages)[number];
/** A page family's module, named by its file. */
export type FamilyFile = Extract<SimplePage, { variant: object }>['file'];
/** What the route table gives each page of a family. */
export type VariantOf<F extends FamilyFile> = Extract<SimplePage, { file: F }>['variant'];
