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
  services: {
    title: 'Our Services',
    description: 'Company registration, online banking, EIN, virtual address, IRS tax filing and a US phone number for non-US founders.',
  },
  serviceDetails: {
    title: 'Service Details',
    description: 'What is included, how it works and what you receive.',
  },
  projects: {
    title: 'Client Stories',
    description: 'How founders from Lisbon to Osaka set up and run their US companies with us.',
  },
  projectDetails: {
    title: 'Project Details',
    description: 'The structure we set up, the problem it solved and the result.',
  },
  team: {
    title: 'Our Team',
    description: 'Meet the paralegals, compliance specialists and tax experts behind your US company.',
  },
  teamDetails: {
    title: 'Team Details',
    description: 'Background, qualifications and how to reach a member of our team.',
  },
  about: {
    title: 'About Us',
    description: `Why ${site.brandName} exists and how we help non-US founders form and run a US company.`,
  },
  pricing: {
    title: 'Pricing',
    description: 'Transparent prices for incorporation, mail box, US phone number and online banking plans.',
  },
  contact: {
    title: 'Contact Us',
    description: 'Tell us about your business and we will recommend the right US structure and state.',
  },
  login: {
    title: 'Login',
    description: 'Sign in to your client portal to see your documents, mail scans and deadlines.',
  },
  blogStandard: { title: 'Blog', description: 'Guides for non-US founders on forming, banking and taxes.' },
  blogWithSidebar: { title: 'Blog', description: 'Guides for non-US founders on forming, banking and taxes.' },
  blog2Column: { title: 'Blog', description: 'Guides for non-US founders on forming, banking and taxes.' },
  blog3Column: { title: 'Blog Grid', description: 'Guides for non-US founders on forming, banking and taxes.' },
  blogSingle: { title: 'Blog Details', description: 'A founder guide from our team.' },
  costs: {
    title: 'Cost Calculator',
    description: 'What a US LLC or C-Corp costs year by year in Wyoming, Delaware, New Mexico and six other states, with every state fee sourced and dated.',
  },
  refunds: {
    title: 'Refunds and Cancellation',
    description: 'What we refund, until when and how, what we cannot refund once filed, and how to cancel a monthly plan.',
  },
  notFound: { title: 'Page Not Found', description: 'The page you are looking for does not exist.' },
};
