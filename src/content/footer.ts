import * as t from 'virtual:messages/footer';
import type { FooterContact, FooterLinkColumn } from '../types/content';
import { aboutAnchor, homeAnchor, servicesAnchor } from './navigation';
import { services } from './services';
import { siteFacts } from './siteFacts';
import { detailPath, sitePath } from '../sitePaths';

export const footerColumns: FooterLinkColumn[] = [
  {
    title: t.company_title,
    links: [
      homeAnchor,
      aboutAnchor,
      servicesAnchor,
      { label: t.company_aboutUs, to: sitePath('/about-us') },
      { label: t.company_team, to: sitePath('/team') },
      { label: t.company_clientStories, to: sitePath('/project-3-column') },
    ],
  },
  {
    title: t.services_title,
    links: services.map((service) => ({
      label: service.title,
      to: detailPath('services-details', service.id),
    })),
  },
  {
    title: t.resources_title,
    links: [
      { label: t.resources_pricing, to: sitePath('/pricing') },
      { label: t.resources_costCalculator, to: sitePath('/costs') },
      { label: t.resources_countryCheck, to: sitePath('/eligibility') },
      { label: t.resources_complianceCalendar, to: sitePath('/compliance-calendar') },
      { label: t.resources_refunds, to: sitePath('/refunds') },
      { label: t.resources_founderGuides, to: sitePath('/blog-3-column') },
      { label: t.resources_contactUs, to: sitePath('/contact-us') },
      { label: t.resources_clientPortal, to: siteFacts.portalSignInUrl, external: true },
    ],
  },
];

export const footerContact: FooterContact = {
  addressLines: siteFacts.address.lines,
  emails: [
    { label: t.emails_general, address: siteFacts.emails.general },
    { label: t.emails_support, address: siteFacts.emails.support },
    { label: t.emails_agent, address: siteFacts.emails.agent },
    { label: t.emails_billing, address: siteFacts.emails.billing },
  ],
  phone: siteFacts.phone,
};

export const footerAbout = {
  title: siteFacts.brandName,
  text: t.about_text,
  disclaimer: t.about_disclaimer,
};
