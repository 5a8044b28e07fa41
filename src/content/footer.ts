import t from 'virtual:messages/footer';
import type { FooterContact, FooterLinkColumn } from '../types/content';
import { aboutAnchor, homeAnchor, servicesAnchor } from './navigation';
import { services } from './services';
import { site } from './site';

export const footerColumns: FooterLinkColumn[] = [
  {
    title: t.company.title,
    links: [
      homeAnchor,
      aboutAnchor,
      servicesAnchor,
      { label: t.company.aboutUs, to: '/about-us' },
      { label: t.company.team, to: '/team' },
      { label: t.company.clientStories, to: '/project-3-column' },
    ],
  },
  {
    title: t.services.title,
    links: services.map((service) => ({
      label: service.title,
      to: `/services-details/${service.id}`,
    })),
  },
  {
    title: t.resources.title,
    links: [
      { label: t.resources.pricing, to: '/pricing' },
      { label: t.resources.costCalculator, to: '/costs' },
      { label: t.resources.countryCheck, to: '/eligibility' },
      { label: t.resources.complianceCalendar, to: '/compliance-calendar' },
      { label: t.resources.refunds, to: '/refunds' },
      { label: t.resources.founderGuides, to: '/blog-3-column' },
      { label: t.resources.contactUs, to: '/contact-us' },
      { label: t.resources.clientPortal, to: site.portalSignInUrl, external: true },
    ],
  },
];

export const footerContact: FooterContact = {
  addressLines: site.address.lines,
  emails: [
    { label: t.emails.general, address: site.emails.general },
    { label: t.emails.support, address: site.emails.support },
    { label: t.emails.agent, address: site.emails.agent },
    { label: t.emails.billing, address: site.emails.billing },
  ],
  phone: site.phone,
};

export const footerAbout = {
  title: site.brandName,
  text: t.about.text,
  disclaimer: t.about.disclaimer,
};
