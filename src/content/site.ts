import type { PaymentPlanSlug, PhoneNumber, SiteConfig } from '../types/content';

/**
 * Brand configuration. Every value can be overridden at build time with a VITE_ variable
 * (declared in src/vite-env.d.ts); the defaults below work out of the box.
 */
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

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

const payBase = 'https://pay.starbridge.example';

const paymentLinks: Record<PaymentPlanSlug, string> = {
  'mailbox-grow': pick(env.VITE_PAY_MAILBOX_GROW, `${payBase}/mailbox-grow`),
  'mailbox-scale': pick(env.VITE_PAY_MAILBOX_SCALE, `${payBase}/mailbox-scale`),
  'phone-starter': pick(env.VITE_PAY_PHONE_STARTER, `${payBase}/phone-starter`),
  'phone-business': pick(env.VITE_PAY_PHONE_BUSINESS, `${payBase}/phone-business`),
  'banking-plus': pick(env.VITE_PAY_BANKING_PLUS, `${payBase}/banking-plus`),
  'banking-pro': pick(env.VITE_PAY_BANKING_PRO, `${payBase}/banking-pro`),
  'care-monthly': pick(env.VITE_PAY_CARE_MONTHLY, `${payBase}/care-monthly`),
  'care-weekly': pick(env.VITE_PAY_CARE_WEEKLY, `${payBase}/care-weekly`),
  'care-daily': pick(env.VITE_PAY_CARE_DAILY, `${payBase}/care-daily`),
  'care-yearly': pick(env.VITE_PAY_CARE_YEARLY, `${payBase}/care-yearly`),
};

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
  address: { lines: addressLines, full: addressLines.join(', ') },
  /** Public address of the site, for canonical URLs, share links and the sitemap. */
  siteUrl: pick(env.VITE_SITE_URL, 'https://starbridge.example').replace(/\/+$/, ''),
  portalSignInUrl: pick(env.VITE_PORTAL_URL, 'https://portal.starbridge.example/sign-in'),
  paymentLinks,
  social: [
    {
      network: 'linkedin',
      label: `${brandName} on LinkedIn`,
      url: pick(env.VITE_SOCIAL_LINKEDIN, 'https://www.linkedin.com/company/starbridge-formation'),
    },
    {
      network: 'x',
      label: `${brandName} on X`,
      url: pick(env.VITE_SOCIAL_X, 'https://x.com/starbridgeform'),
    },
    {
      network: 'facebook',
      label: `${brandName} on Facebook`,
      url: pick(env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/starbridgeformation'),
    },
    {
      network: 'instagram',
      label: `${brandName} on Instagram`,
      url: pick(env.VITE_SOCIAL_INSTAGRAM, 'https://www.instagram.com/starbridgeformation'),
    },
  ],
  seo: {
    title: `${brandName} | YOUR TRUSTED US COMPANY FORMATION AGENT`,
    description:
      'Form and run a US company from anywhere: LLC or C-Corp registration in as little as 24 hours, EIN, registered agent, US virtual address and phone number, business banking and IRS tax filing for non-US founders.',
  },
} satisfies SiteConfig;

/** Domain of the general mailbox, used to build staff addresses. */
export const emailDomain = site.emails.general.split('@')[1] ?? 'starbridge.example';
