import * as t from 'virtual:messages/footer';
import type { FooterProps } from '../sections/Footer';
import type { FooterContact, FooterLinkColumn } from '../types/content';
import { aboutAnchor, homeAnchor, servicesAnchor } from './navigation';
import { services } from './services';
import { site } from './site';
import { ui } from './ui';
import { detailPath, sitePath } from '../sitePaths';

const footerColumns: FooterLinkColumn[] = [
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
      { label: t.resources_clientPortal, to: site.portalSignInUrl, external: true },
    ],
  },
];

const footerContact: FooterContact = {
  addressLines: site.address.lines,
  emails: [
    { label: t.emails_general, address: site.emails.general },
    { label: t.emails_support, address: site.emails.support },
    { label: t.emails_agent, address: site.emails.agent },
    { label: t.emails_billing, address: site.emails.billing },
  ],
  phone: site.phone,
};

const footerAbout = {
  title: site.brandName,
  text: t.about_text,
  disclaimer: t.about_disclaimer,
};

/** The footer every page shares. */
export const footerContent = {
  brandName: site.brandName,
  tagline: footerAbout.text,
  columns: footerColumns,
  contact: footerContact,
  labels: ui.footer,
} satisfies FooterProps;
