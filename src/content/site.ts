import * as t from 'virtual:messages/site';
import type { SiteConfig } from '../types/content';
import { registrationHours } from './serviceTerms';
import { siteFacts } from './siteFacts';

export { emailDomain, toPhoneNumber } from './siteFacts';

/**
 * The brand's facts (siteFacts.ts) and its search title and description, in the page's language: for
 * the page's head and structured data. Content modules read siteFacts instead, so an island that shows
 * the brand's address or name carries neither these words nor the plural runtime they need (measured:
 * the contact form's and the calendar's islands 0.3 kB gzip less).
 */
export const site = {
  ...siteFacts,
  seo: {
    title: t.seo_title({ brand: siteFacts.brandName }),
    description: t.seo_description({ fastest: registrationHours.fastest }),
  },
} satisfies SiteConfig;
