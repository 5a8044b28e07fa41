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
