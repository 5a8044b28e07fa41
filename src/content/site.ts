import * as t from 'virtual:messages/site';
import type { PhoneNumber, SiteConfig } from '../types/content';
import { env, pick } from './env';
import { registrationHours } from './serviceTerms';

/** '+1 (212) 555-0147' -> { display, href: 'tel:+12125550147' } */
export function toPhoneNumber(display: string): PhoneNumber {
  const digits = display.replace(/[^\d+]/g, '');
  return { display, href: `tel:${digits}` };
}

const brandName = pick(env.VITE_BRAND_NAME, 'StarBridge Formation');
const tablePrefix = pick(env.VITE_TABLE_PREFIX, 'starbridge');
const addressLines = pick(env.VITE_ADDRESS, '99 Wall Street, Suite 1200|New York, NY 10005')
  .split('|')
  .map((line) => line.trim())
  .filter(Boolean);

/**
 * The brand's facts, the same in every language. Every value can be overridden at build time with a VITE_ variable
 * (declared in src/vite-env.d.ts); the defaults below work out of the box. Payment links and social
 * profiles have modules of their own (paymentLinks.ts, socialLinks.ts): only some pages show them.
 */
export const site = {
  brandName,
  tablePrefix,
  inquiriesTable: `${tablePrefix}_inquiries`,
  emails: {
    general: pick(env.VITE_EMAIL_GENERAL, 'hello@starbridge.example'),
    support: pick(env.VITE_EMAIL_SUPPORT, 'support@starbridge.example'),
    agent: pick(env.VITE_EMAIL_AGENT, 'agent@starbridge.example'),
    billing: pick(env.VITE_EMAIL_BILLING, 'billing@starbridge.example'),
  },
  phone: toPhoneNumber(pick(env.VITE_PHONE, '+1 (212) 555-0147')),
  // A postal address: written as the US post office reads it, in every language.
  address: { lines: addressLines, full: addressLines.join(', ') },
  /** Public address of the site, for canonical URLs, share links and the sitemap. */
  siteUrl: pick(env.VITE_SITE_URL, 'https://starbridge.example').replace(/\/+$/, ''),
  portalSignInUrl: pick(env.VITE_PORTAL_URL, 'https://portal.starbridge.example/sign-in'),
} satisfies SiteConfig;

/** Domain of the general mailbox, used to build staff addresses. */
export const emailDomain = site.emails.general.split('@')[1] ?? 'starbridge.example';

/** The home page's search title and description, in the page's language: for its head and structured data. */
export const siteSeo = {
  title: t.seo_title({ brand: site.brandName }),
  description: t.seo_description({ fastest: registrationHours.fastest }),
};
