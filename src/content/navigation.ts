import type { HeaderFits } from '../sections/Header/types';
import type { Cta, NavItem } from '../types/content';
import { site } from './site';

/** In-page anchors (spec section 2). */
export const aboutAnchor = { label: 'About', to: '/#footer' } satisfies Cta;
export const servicesAnchor = { label: 'Our Services', to: '/#services' } satisfies Cta;
export const homeAnchor = { label: 'Home', to: '/#' } satisfies Cta;

export const mainMenu: NavItem[] = [
  {
    label: 'Home',
    to: '/',
    children: [
      { label: 'Home 01', to: '/' },
      { label: 'Home 02', to: '/home-2' },
      { label: 'Home 03', to: '/home-3' },
      { label: 'Business Home', to: '/business' },
      { label: 'Home 01 Dark', to: '/home-1-dark' },
      { label: 'Home 02 Dark', to: '/home-2-dark' },
      { label: 'Home 03 Dark', to: '/home-3-dark' },
      { label: 'Business Home Dark', to: '/business-dark' },
    ],
  },
  {
    label: 'Services',
    to: '/services',
    children: [
      { label: 'Services 01', to: '/services' },
      { label: 'Services 02', to: '/services-2' },
      { label: 'Services 03', to: '/services-3' },
      { label: 'Service Details', to: '/services-details/1' },
    ],
  },
  {
    label: 'Projects',
    to: '/project-3-column',
    children: [
      { label: 'Projects 2 Columns', to: '/project-2-column' },
      { label: 'Projects 3 Columns', to: '/project-3-column' },
      { label: 'Project Carousel', to: '/project-carousel' },
      { label: 'Project Details', to: '/project-details/1' },
    ],
  },
  {
    label: 'Team',
    to: '/team',
    children: [
      { label: 'Team 01', to: '/team' },
      { label: 'Team 02', to: '/team-2' },
      { label: 'Team 03', to: '/team-3' },
      { label: 'Team Details', to: '/team-details/1' },
    ],
  },
  {
    label: 'Blog',
    to: '/blog-standard',
    children: [
      { label: 'Blog Standard', to: '/blog-standard' },
      { label: 'Blog With Sidebar', to: '/blog-with-sidebar' },
      { label: 'Blog 2 Columns', to: '/blog-2-column' },
      { label: 'Blog Grid', to: '/blog-3-column' },
      { label: 'Blog Single', to: '/blog-single/1' },
      { label: 'Blog Single Sidebar', to: '/blog-single-sidebar/1' },
    ],
  },
  {
    label: 'Tools',
    to: '/costs',
    children: [
      { label: 'Cost Calculator', to: '/costs' },
      { label: 'Country Check', to: '/eligibility' },
      { label: 'Compliance Calendar', to: '/compliance-calendar' },
    ],
  },
  {
    label: 'Pages',
    to: '/about-us',
    children: [
      { label: 'About', to: '/about-us' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Contact', to: '/contact-us' },
      { label: 'Login', to: '/login' },
    ],
  },
];

/** Header buttons. Sign In opens the agent portal on its own host; Login explains the portal; Free Trial compares the plans. */
export const headerActions = {
  signIn: { label: 'Sign In', to: site.portalSignInUrl, external: true },
  login: { label: 'Login', to: '/login' },
  freeTrial: { label: 'Free Trial', to: '/pricing' },
} satisfies Record<string, NavItem>;

/**
 * The narrowest windows (px) in which the header's row fits with this language's labels, measured
 * with the site's own fonts plus a few pixels to spare. scripts/site/headerFit.spec.ts fails when a
 * label grows past them.
 */
export const headerFits: HeaderFits = { desktopNav: 1280, freeTrial: 1392 };
