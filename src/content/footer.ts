import type { FooterContact, FooterLinkColumn } from '../types/content';
import { aboutAnchor, homeAnchor, servicesAnchor } from './navigation';
import { services } from './services';
import { site } from './site';

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
      { label: 'Cost Calculator', to: '/costs' },
      { label: 'Country Check', to: '/eligibility' },
      { label: 'Compliance Calendar', to: '/compliance-calendar' },
      { label: 'Refunds', to: '/refunds' },
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
