import type { Cta, FooterContact, FooterLinkColumn, NavItem } from '../types/content';
import { services } from './services';
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

export const footerColumns: FooterLinkColumn[] = [
  {
    title: 'Company',
    links: [
      homeAnchor,
      aboutAnchor,
      servicesAnchor,
      { label: 'About Us', to: '/about-us' },
      { label: 'Our Team', to: '/team' },
      { label: 'Client Stories', to: '/project-3-column' },
    ],
  },
  {
    title: 'Services',
    links: services.map((service) => ({
      label: service.title,
      to: `/services-details/${service.id}`,
    })),
  },
  {
    title: 'Resources',
    links: [
      { label: 'Pricing', to: '/pricing' },
      { label: 'Founder Guides', to: '/blog-3-column' },
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'Client Portal', to: site.portalSignInUrl, external: true },
    ],
  },
];

export const footerContact: FooterContact = {
  addressLines: site.address.lines,
  emails: [
    { label: 'General', address: site.emails.general },
    { label: 'Support', address: site.emails.support },
    { label: 'Registered agent', address: site.emails.agent },
    { label: 'Billing', address: site.emails.billing },
  ],
  phone: site.phone,
};

export const footerAbout = {
  title: site.brandName,
  text: 'We help founders outside the United States form, bank and run a US company: registration, EIN, registered agent, address, phone and yearly tax filing, handled by one team from our New York office.',
  disclaimer:
    'We are a company formation and registered agent service, not a law firm. Tax returns are prepared by our licensed partner CPAs.',
};
