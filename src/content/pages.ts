import t from 'virtual:messages/pages';
import type { RoutePage } from '../routeTable';
import { site } from './site';

/** Every page the route table names (src/routeTable.ts `page`), and the not-found page. */
export type PageKey = RoutePage | 'notFound';

export interface PageMeta {
  /** Page hero title and last breadcrumb item. */
  title: string;
  /** <meta name="description">. */
  description: string;
}

/** Document title of an inner page: 'Pricing | StarBridge Formation'. Home uses site.seo.title. */
export const documentTitle = (title: string): string => `${title} | ${site.brandName}`;

export const pages: Record<PageKey, PageMeta> = {
  home: { title: site.seo.title, description: site.seo.description },
  services: { title: t.services.title, description: t.services.description },
  serviceDetails: { title: t.serviceDetails.title, description: t.serviceDetails.description },
  projects: { title: t.projects.title, description: t.projects.description },
  projectDetails: { title: t.projectDetails.title, description: t.projectDetails.description },
  team: { title: t.team.title, description: t.team.description },
  teamDetails: { title: t.teamDetails.title, description: t.teamDetails.description },
  about: { title: t.about.title, description: t.about.description({ brand: site.brandName }) },
  pricing: { title: t.pricing.title, description: t.pricing.description },
  contact: { title: t.contact.title, description: t.contact.description },
  login: { title: t.login.title, description: t.login.description },
  blogStandard: { title: t.blog.title, description: t.blog.description },
  blogWithSidebar: { title: t.blog.title, description: t.blog.description },
  blog2Column: { title: t.blog.title, description: t.blog.description },
  blog3Column: { title: t.blogGrid.title, description: t.blog.description },
  blogSingle: { title: t.blogSingle.title, description: t.blogSingle.description },
  costs: { title: t.costs.title, description: t.costs.description },
  refunds: { title: t.refunds.title, description: t.refunds.description },
  notFound: { title: t.notFound.title, description: t.notFound.description },
};
