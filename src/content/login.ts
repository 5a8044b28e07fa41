import t from 'virtual:messages/login';
import type { Cta, SectionHeading } from '../types/content';
import { site } from './site';

/** The /login page: the client portal lives on its own host, so this page only leads there. */
export const loginPage: {
  heading: SectionHeading;
  portal: Cta;
  portalIncludes: { title: string; items: string[] };
  help: { title: string; text: string; email: string; contact: Cta };
  newClient: { title: string; text: string; cta: Cta };
} = {
  heading: {
    eyebrow: t.heading.eyebrow,
    title: t.heading.title,
    text: t.heading.text,
  },
  portal: { label: t.portal, to: site.portalSignInUrl },
  portalIncludes: {
    title: t.portalIncludes.title,
    items: [t.portalIncludes.formationDocuments, t.portalIncludes.einLetter, t.portalIncludes.mailScans, t.portalIncludes.deadlines],
  },
  help: {
    title: t.help.title,
    text: t.help.text,
    email: site.emails.support,
    contact: { label: t.help.contact, to: '/contact-us' },
  },
  newClient: {
    title: t.newClient.title({ brand: site.brandName }),
    text: t.newClient.text,
    cta: { label: t.newClient.cta, to: '/pricing' },
  },
};
