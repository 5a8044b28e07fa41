import t, { tag } from 'virtual:messages/navigation';
import type { HeaderFits } from '../sections/Header/types';
import type { Cta, NavItem } from '../types/content';
import { type MenuLabels, menuFrom } from './menuFrom';
import { site } from './site';

/** In-page anchors (spec section 2). */
export const aboutAnchor = { label: t.anchors.about, to: '/#footer' } satisfies Cta;
export const servicesAnchor = { label: t.anchors.services, to: '/#services' } satisfies Cta;
export const homeAnchor = { label: t.anchors.home, to: '/#' } satisfies Cta;

export const menuLabels: MenuLabels = {
  groups: {
    home: t.groups.home,
    services: t.groups.services,
    projects: t.groups.projects,
    team: t.groups.team,
    blog: t.groups.blog,
    tools: t.groups.tools,
    pages: t.groups.pages,
  },
  pages: {
    'home-1': t.pages.home1,
    'home-2': t.pages.home2,
    'home-3': t.pages.home3,
    business: t.pages.business,
    'home-1-dark': t.pages.home1Dark,
    'home-2-dark': t.pages.home2Dark,
    'home-3-dark': t.pages.home3Dark,
    'business-dark': t.pages.businessDark,
    services: t.pages.services,
    'services-2': t.pages.services2,
    'services-3': t.pages.services3,
    'services-details': t.pages.servicesDetails,
    'project-2-column': t.pages.project2Column,
    'project-3-column': t.pages.project3Column,
    'project-carousel': t.pages.projectCarousel,
    'project-details': t.pages.projectDetails,
    team: t.pages.team,
    'team-2': t.pages.team2,
    'team-3': t.pages.team3,
    'team-details': t.pages.teamDetails,
    'blog-standard': t.pages.blogStandard,
    'blog-with-sidebar': t.pages.blogWithSidebar,
    'blog-2-column': t.pages.blog2Column,
    'blog-3-column': t.pages.blog3Column,
    'blog-single': t.pages.blogSingle,
    'blog-single-sidebar': t.pages.blogSingleSidebar,
    costs: t.pages.costs,
    eligibility: t.pages.eligibility,
    'compliance-calendar': t.pages.complianceCalendar,
    'about-us': t.pages.aboutUs,
    pricing: t.pages.pricing,
    'contact-us': t.pages.contactUs,
    login: t.pages.login,
  },
};

/** The header's menu, from the route table (src/routeTable.ts). */
export const mainMenu = menuFrom(menuLabels);

/** Header buttons. Sign In opens the agent portal on its own host; Login explains the portal; Free Trial compares the plans. */
export const headerActions = {
  signIn: { label: t.actions.signIn, to: site.portalSignInUrl, external: true },
  login: { label: t.actions.login, to: '/login' },
  freeTrial: { label: t.actions.freeTrial, to: '/pricing' },
} satisfies Record<string, NavItem>;

/**
 * The narrowest windows (px) in which the header's row fits with each language's labels, measured
 * with the site's own fonts plus a few pixels to spare. scripts/site/headerFit.spec.ts fails when a
 * label grows past them. Not words, but measured from them: English here, other languages by slug below.
 */
const englishFits: HeaderFits = { desktopNav: 1280, freeTrial: 1392 };
const headerFitsByLanguage: Partial<Record<string, HeaderFits>> = {
  // Spanish: the Free Trial button never has room (null).
  es: { desktopNav: 1424, freeTrial: null },
  'pt-br': { desktopNav: 1352, freeTrial: 1488 },
  fr: { desktopNav: 1368, freeTrial: 1504 },
  ar: { desktopNav: 1352, freeTrial: 1480 },
};
export const headerFits: HeaderFits = headerFitsByLanguage[tag.toLowerCase()] ?? englishFits;
