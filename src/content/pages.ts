import * as t from 'virtual:messages/pages';
import type { RoutePage } from '../routeTable';
import { site, siteSeo } from './site';

/** Every page the route table names (src/routeTable.ts `page`), and the not-found page. */
export type PageKey = RoutePage | 'notFound';

export interface PageMeta {
  /** Page hero title and last breadcrumb item. */
  title: string;
  /** <meta name="description">. */
  description: string;
}

/** Document title of an inner page: 'Pricing | StarBridge Formation'. Home uses siteSeo.title. */
export const documentTitle = (title: string): string => `${title} | ${site.brandName}`;

export const pages: Record<PageKey, PageMeta> = {
  home: { title: siteSeo.title, description: siteSeo.description },
  services: { title: t.services_title, description: t.services_description },
  serviceDetails: { title: t.serviceDetails_title, description: t.serviceDetails_description },
  projects: { title: t.projects_title, description: t.projects_description },
  projectDetails: { title: t.projectDetails_title, description: t.projectDetails_description },
  team: { title: t.team_title, description: t.team_description },
  teamDetails: { title: t.teamDetails_title, description: t.teamDetails_description },
  about: { title: t.about_title, description: t.about_description({ brand: site.brandName }) },
  pricing: { title: t.pricing_title, description: t.pricing_description },
  contact: { title: t.contact_title, description: t.contact_description },
  login: { title: t.login_title, description: t.login_description },
  blogStandard: { title: t.blog_title, description: t.blog_description },
  blogWithSidebar: { title: t.blog_title, description: t.blog_description },
  blog2Column: { title: t.blog_title, description: t.blog_description },
  blog3Column: { title: t.blogGrid_title, description: t.blog_description },
  blogSingle: { title: t.blogSingle_title, description: t.blogSingle_description },
  costs: { title: t.costs_title, description: t.costs_description },
  refunds: { title: t.refunds_title, description: t.refunds_description },
  layouts: { title: t.layouts_title, description: t.layouts_description },
  notFound: { title: t.notFound_title, description: t.notFound_description },
};
