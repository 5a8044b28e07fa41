/*
 * The site's one route table, as plain data: src/routes.ts turns it into React Router's config, and
 * src/prerender/prerenderPaths.ts into the pages to prerender (and from there the sitemap and the crawl).
 */

/** Home variants that also exist as a `-dark` twin: the same page module under the dark scheme. */
export const homeVariants = [
  { path: '', darkPath: 'home-1-dark', file: 'pages/HomeFormation.tsx', id: 'home-1' },
  { path: 'home-2', darkPath: 'home-2-dark', file: 'pages/HomeAgency.tsx', id: 'home-2' },
  { path: 'home-3', darkPath: 'home-3-dark', file: 'pages/HomeShowcase.tsx', id: 'home-3' },
  { path: 'business', darkPath: 'business-dark', file: 'pages/HomeBusiness.tsx', id: 'business' },
] as const;

/** Pages with one address each. */
export const simplePages = [
  { path: 'services', file: 'pages/Services.tsx' },
  { path: 'services-2', file: 'pages/Services2.tsx' },
  { path: 'services-3', file: 'pages/Services3.tsx' },
  { path: 'project-2-column', file: 'pages/Projects2Column.tsx' },
  { path: 'project-3-column', file: 'pages/Projects3Column.tsx' },
  { path: 'project-carousel', file: 'pages/ProjectCarousel.tsx' },
  { path: 'team', file: 'pages/Team.tsx' },
  { path: 'team-2', file: 'pages/Team2.tsx' },
  { path: 'team-3', file: 'pages/Team3.tsx' },
  { path: 'about-us', file: 'pages/AboutUs.tsx' },
  { path: 'pricing', file: 'pages/Pricing.tsx' },
  { path: 'costs', file: 'pages/Costs.tsx' },
  { path: 'refunds', file: 'pages/Refunds.tsx' },
  { path: 'contact-us', file: 'pages/ContactUs.tsx' },
  { path: 'eligibility', file: 'pages/Eligibility.tsx' },
  { path: 'compliance-calendar', file: 'pages/ComplianceCalendar.tsx' },
  { path: 'login', file: 'pages/Login.tsx' },
  { path: 'blog-standard', file: 'pages/BlogStandard.tsx' },
  { path: 'blog-with-sidebar', file: 'pages/BlogWithSidebar.tsx' },
  { path: 'blog-2-column', file: 'pages/Blog2Column.tsx' },
  { path: 'blog-3-column', file: 'pages/Blog3Column.tsx' },
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
