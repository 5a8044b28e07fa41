import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** Home variants that also exist as a `-dark` twin: the same page module under the dark scheme. */
const homeVariants = [
  { path: '', darkPath: 'home-1-dark', file: 'pages/HomeFormation.tsx', id: 'home-1' },
  { path: 'home-2', darkPath: 'home-2-dark', file: 'pages/HomeAgency.tsx', id: 'home-2' },
  { path: 'home-3', darkPath: 'home-3-dark', file: 'pages/HomeShowcase.tsx', id: 'home-3' },
  { path: 'business', darkPath: 'business-dark', file: 'pages/HomeBusiness.tsx', id: 'business' },
];

const detailRoutes = [
  { base: 'services-details', file: 'pages/ServiceDetails.tsx' },
  { base: 'project-details', file: 'pages/ProjectDetails.tsx' },
  { base: 'team-details', file: 'pages/TeamDetails.tsx' },
  { base: 'blog-single', file: 'pages/BlogSingle.tsx' },
  { base: 'blog-single-sidebar', file: 'pages/BlogSingleSidebar.tsx' },
];

export default [
  ...homeVariants.map((v) =>
    v.path === '' ? index(v.file, { id: v.id }) : route(v.path, v.file, { id: v.id }),
  ),
  layout('app/DarkSchemeLayout.tsx', [
    ...homeVariants.map((v) => route(v.darkPath, v.file, { id: `${v.id}-dark` })),
  ]),

  route('services', 'pages/Services.tsx'),
  route('services-2', 'pages/Services2.tsx'),
  route('services-3', 'pages/Services3.tsx'),
  route('project-2-column', 'pages/Projects2Column.tsx'),
  route('project-3-column', 'pages/Projects3Column.tsx'),
  route('project-carousel', 'pages/ProjectCarousel.tsx'),
  route('team', 'pages/Team.tsx'),
  route('team-2', 'pages/Team2.tsx'),
  route('team-3', 'pages/Team3.tsx'),
  route('about-us', 'pages/AboutUs.tsx'),
  route('pricing', 'pages/Pricing.tsx'),
  route('costs', 'pages/Costs.tsx'),
  route('refunds', 'pages/Refunds.tsx'),
  route('contact-us', 'pages/ContactUs.tsx'),
  route('eligibility', 'pages/Eligibility.tsx'),
  route('compliance-calendar', 'pages/ComplianceCalendar.tsx'),
  route('login', 'pages/Login.tsx'),
  route('blog-standard', 'pages/BlogStandard.tsx'),
  route('blog-with-sidebar', 'pages/BlogWithSidebar.tsx'),
  route('blog-2-column', 'pages/Blog2Column.tsx'),
  route('blog-3-column', 'pages/Blog3Column.tsx'),

  ...detailRoutes.flatMap((d) => [
    route(`${d.base}/:id`, d.file, { id: d.base }),
    // The bare list path is a real redirect to the first entry.
    route(d.base, 'app/RedirectToFirst.tsx', { id: `${d.base}-redirect` }),
  ]),

  route('*', 'pages/NotFound.tsx'),
] satisfies RouteConfig;
