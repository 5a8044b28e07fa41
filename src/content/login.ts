import * as t from 'virtual:messages/login';
import type { Cta, SectionHeading } from '../types/content';
import { site } from './site';
import { sitePath } from '../sitePaths';

/** The /login page: the client portal lives on its own host, so this page only leads there. */
export const loginPage: {
  heading: SectionHeading;
  portal: Cta;
  portalIncludes: { title: string; items: string[] };
  help: { title: string; text: string; email: string; contact: Cta };
  newClient: { title: string; text: string; cta: Cta };
} = {
  heading: {
    eyebrow: t.heading_eyebrow,
    title: t.heading_title,
    text: t.heading_text,
  },
  portal: { label: t.portal, to: site.portalSignInUrl },
  portalIncludes: {
    title: t.portalIncludes_title,
    items: [t.portalIncludes_formationDocuments, t.portalIncludes_einLetter, t.portalIncludes_mailScans, t.portalIncludes_deadlines],
  },
  help: {
    title: t.help_title,
    text: t.help_text,
    email: site.emails.support,
    contact: { label: t.help_contact, to: sitePath('/contact-us') },
  },
  newClient: {
    title: t.newClient_title({ brand: site.brandName }),
    text: t.newClient_text,
    cta: { label: t.newClient_cta, to: sitePath('/pricing') },
  },
};
