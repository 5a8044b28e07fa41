import type { SiteConfig } from '../types/content';
import { siteFacts } from './siteFacts';

export { emailDomain, toPhoneNumber } from './siteFacts';

/** The brand's facts (siteFacts.ts) and its search title and description in English. */
export const site = {
  ...siteFacts,
  seo: {
    title: `${siteFacts.brandName} | YOUR TRUSTED US COMPANY FORMATION AGENT`,
    description:
      'Form and run a US company from anywhere: LLC or C-Corp registration in as little as 24 hours, EIN, registered agent, US virtual address and phone number, business banking and IRS tax filing for non-US founders.',
  },
} satisfies SiteConfig;
