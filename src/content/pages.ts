import type { Cta, SectionHeading } from '../types/content';
import { site } from './site';

export type PageKey =
  | 'home'
  | 'services'
  | 'serviceDetails'
  | 'projects'
  | 'projectDetails'
  | 'team'
  | 'teamDetails'
  | 'about'
  | 'pricing'
  | 'contact'
  | 'login'
  | 'blogStandard'
  | 'blogWithSidebar'
  | 'blog2Column'
  | 'blog3Column'
  | 'blogSingle'
  | 'notFound';

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
  notFound: { title: 'Page Not Found', description: 'The page you are looking for does not exist.' },
};

/** The /contact-us page. */
export const contactPage: { heading: SectionHeading; office: SectionHeading; hours: string; formHeading: SectionHeading } = {
  heading: {
    eyebrow: 'Contact Us',
    title: 'Tell us about your company',
    text: 'Where are you based, what do you sell and who are your customers? We reply within one business day with the structure, state and plan we recommend.',
  },
  office: {
    eyebrow: 'Our US office',
    title: 'Visit or call us in New York',
  },
  hours: 'Monday to Friday, 9:00 to 18:00 Eastern Time',
  formHeading: {
    title: 'Send us a message',
    text: 'All fields are required.',
  },
};

/** The /login page: the client portal lives on its own host, so this page only leads there. */
export const loginPage: {
  heading: SectionHeading;
  portal: Cta;
  portalIncludes: { title: string; items: string[] };
  help: { title: string; text: string; email: string; contact: Cta };
  newClient: { title: string; text: string; cta: Cta };
} = {
  heading: {
    eyebrow: 'Client Portal',
    title: 'Sign in to your client portal',
    text: 'Your formation documents, EIN letter, mail scans and upcoming deadlines are in the client portal. It opens on its own secure site in a new tab.',
  },
  portal: { label: 'Sign In', to: site.portalSignInUrl },
  portalIncludes: {
    title: 'In your portal',
    items: [
      'Stamped formation documents and operating agreement',
      'EIN confirmation letter',
      'Scans of every letter sent to your US address',
      'State and IRS deadlines for your company',
    ],
  },
  help: {
    title: 'Trouble signing in?',
    text: 'Write to our support team and we will help you get back in, usually within one business day.',
    email: site.emails.support,
    contact: { label: 'Contact Us', to: '/contact-us' },
  },
  newClient: {
    title: `New to ${site.brandName}?`,
    text: 'Your portal account is created when you order your first service. Compare the plans to get started.',
    cta: { label: 'Compare plans', to: '/pricing' },
  },
};
