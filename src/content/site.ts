import * as t from 'virtual:messages/site';
import type { SiteConfig } from '../types/content';
import { registrationHours } from './serviceTerms';
import { siteFacts } from './siteFacts';

export { emailDomain, toPhoneNumber } from './siteFacts';

/** The brand's facts (siteFacts.ts) and its search title and description, in the page's language. */
export const site = {
  ...siteFacts,
  seo: {
    title: t.seo_title({ brand: siteFacts.brandName }),
    description: t.seo_description({ fastest: registrationHours.fastest }),
  },
} satisfies SiteConfig;
