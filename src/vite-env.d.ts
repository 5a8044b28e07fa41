/// <reference types="vite/client" />

/**
 * Brand and contact values, all optional: src/content/site.ts has a working default for each.
 * Set them in `.env` (or the build environment) to rebrand the site without touching code.
 */
interface ImportMetaEnv {
  /** The language this build is in ('' for English), set by scripts/build.mjs. */
  readonly SITE_LOCALE: string;
  /** 'rtl' in a right-to-left language's build, else 'ltr'. */
  readonly SITE_DIRECTION: 'ltr' | 'rtl';
  /** '1' in the tests' build, which adds the pseudo-locale en-XA (src/locale/siteLocales.ts). */
  readonly SITE_PSEUDO_LOCALE: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_TABLE_PREFIX?: string;
  readonly VITE_EMAIL_GENERAL?: string;
  readonly VITE_EMAIL_SUPPORT?: string;
  readonly VITE_EMAIL_AGENT?: string;
  readonly VITE_EMAIL_BILLING?: string;
  /** Display form, e.g. '+1 (212) 555-0147'; the tel: link is derived from it. */
  readonly VITE_PHONE?: string;
  /** Address lines separated by '|', e.g. '99 Wall Street, Suite 1200|New York, NY 10005'. */
  readonly VITE_ADDRESS?: string;
  readonly VITE_PORTAL_URL?: string;
  readonly VITE_PAY_MAILBOX_GROW?: string;
  readonly VITE_PAY_MAILBOX_SCALE?: string;
  readonly VITE_PAY_PHONE_STARTER?: string;
  readonly VITE_PAY_PHONE_BUSINESS?: string;
  readonly VITE_PAY_BANKING_PLUS?: string;
  readonly VITE_PAY_BANKING_PRO?: string;
  readonly VITE_PAY_CARE_MONTHLY?: string;
  readonly VITE_PAY_CARE_WEEKLY?: string;
  readonly VITE_PAY_CARE_DAILY?: string;
  readonly VITE_PAY_CARE_YEARLY?: string;
  readonly VITE_SOCIAL_LINKEDIN?: string;
  readonly VITE_SOCIAL_X?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  /** A Supabase project for inquiries; unset: the embedded endpoint on the site's own origin. */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's publishable key (sb_publishable_...); VITE_SUPABASE_ANON_KEY is read when it is unset. */
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
