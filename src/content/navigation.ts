import type { HeaderFits } from '../sections/Header/types';
import type { Cta, NavItem } from '../types/content';
import { type MenuLabels, menuFrom } from './menuFrom';
import { site } from './site';

/** In-page anchors (spec section 2). */
export const aboutAnchor = { label: 'About', to: '/#footer' } satisfies Cta;
export const servicesAnchor = { label: 'Our Services', to: '/#services' } satisfies Cta;
export const homeAnchor = { label: 'Home', to: '/#' } satisfies Cta;

export const menuLabels: MenuLabels = {
  groups: {
    home: 'Home',
    services: 'Services',
    projects: 'Projects',
    team: 'Team',
    blog: 'Blog',
    tools: 'Tools',
    pages: 'Pages',
  },
  pages: {
    'home-1': 'Home 01',
    'home-2': 'Home 02',
    'home-3': 'Home 03',
    business: 'Business Home',
    'home-1-dark': 'Home 01 Dark',
    'home-2-dark': 'Home 02 Dark',
    'home-3-dark': 'Home 03 Dark',
    'business-dark': 'Business Home Dark',
    services: 'Services 01',
    'services-2': 'Services 02',
    'services-3': 'Services 03',
    'services-details': 'Service Details',
    'project-2-column': 'Projects 2 Columns',
    'project-3-column': 'Projects 3 Columns',
    'project-carousel': 'Project Carousel',
    'project-details': 'Project Details',
    team: 'Team 01',
    'team-2': 'Team 02',
    'team-3': 'Team 03',
    'team-details': 'Team Details',
    'blog-standard': 'Blog Standard',
    'blog-with-sidebar': 'Blog With Sidebar',
    'blog-2-column': 'Blog 2 Columns',
    'blog-3-column': 'Blog Grid',
    'blog-single': 'Blog Single',
    'blog-single-sidebar': 'Blog Single Sidebar',
    costs: 'Cost Calculator',
    eligibility: 'Country Check',
    'compliance-calendar': 'Compliance Calendar',
    'about-us': 'About',
    pricing: 'Pricing',
    'contact-us': 'Contact',
    login: 'Login',
  },
};

/** The header's menu, from the route table (src/routeTable.ts). */
export const mainMenu = menuFrom(menuLabels);

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
