import * as t from 'virtual:messages/navigation';
import { tag } from 'virtual:messages/navigation';
import type { HeaderFits } from '../sections/Header/types';
import type { Cta, NavItem } from '../types/content';
import type { LayoutKey } from '../routeTable';
import { type MenuLabels, menuFrom } from './menuFrom';
import { services } from './services';
import { site } from './site';
import { anchorPath, detailPath, sitePath } from '../sitePaths';

/** In-page anchors (spec section 2). */
export const aboutAnchor = { label: t.anchors_about, to: anchorPath('footer') } satisfies Cta;
export const servicesAnchor = { label: t.anchors_services, to: anchorPath('services') } satisfies Cta;
export const homeAnchor = { label: t.anchors_home, to: anchorPath('') } satisfies Cta;

/** The header's menu in this language's words: its groups and the visitor pages they list. */
export const menuLabels: MenuLabels = {
  groups: {
    services: t.groups_services,
    pricing: t.pages_pricing,
    tools: t.groups_tools,
    company: t.groups_company,
    contact: t.pages_contactUs,
  },
  pages: {
    services: t.menu_allServices,
    costs: t.pages_costs,
    eligibility: t.pages_eligibility,
    'compliance-calendar': t.pages_complianceCalendar,
    'launch-plan': t.pages_launchPlan,
    'about-us': t.pages_aboutUs,
    team: t.menu_team,
    'project-3-column': t.menu_clientStories,
    'blog-with-sidebar': t.groups_blog,
    pricing: t.pages_pricing,
    'contact-us': t.pages_contactUs,
  },
};

/** The header's menu, from the route table (src/routeTable.ts), with each service under Services. */
export const mainMenu = menuFrom(menuLabels, {
  services: services.map((service) => ({ label: service.title, to: detailPath('services-details', service.id) })),
});

/** What /layouts calls each layout: the names designers and reviewers use for them. */
export const layoutNames: Record<LayoutKey, string> = {
  'home-1': t.pages_home1,
  'home-2': t.pages_home2,
  'home-3': t.pages_home3,
  business: t.pages_business,
  'home-1-dark': t.pages_home1Dark,
  'home-2-dark': t.pages_home2Dark,
  'home-3-dark': t.pages_home3Dark,
  'business-dark': t.pages_businessDark,
  services: t.pages_services,
  'services-2': t.pages_services2,
  'services-3': t.pages_services3,
  'project-2-column': t.pages_project2Column,
  'project-3-column': t.pages_project3Column,
  'project-carousel': t.pages_projectCarousel,
  team: t.pages_team,
  'team-2': t.pages_team2,
  'team-3': t.pages_team3,
  'blog-standard': t.pages_blogStandard,
  'blog-with-sidebar': t.pages_blogWithSidebar,
  'blog-2-column': t.pages_blog2Column,
  'blog-3-column': t.pages_blog3Column,
  'services-details': t.pages_servicesDetails,
  'project-details': t.pages_projectDetails,
  'team-details': t.pages_teamDetails,
  'blog-single': t.pages_blogSingle,
  'blog-single-sidebar': t.pages_blogSingleSidebar,
};

/** Header buttons. Sign In opens the agent portal on its own host; Login explains the portal; Free Trial compares the plans. */
export const headerActions = {
  signIn: { label: t.actions_signIn, to: site.portalSignInUrl, external: true },
  login: { label: t.actions_login, to: sitePath('/login') },
  freeTrial: { label: t.actions_freeTrial, to: sitePath('/pricing') },
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
