import * as t from 'virtual:messages/blog';
import { tag } from 'virtual:messages/blog';
import type { BlogPost } from '../types/content';
import { monthDay, monthName } from '../platform/dates';
import { number, usd } from '../platform/format';
import { blogCards } from './blogCards';
import { corporateIncomeTaxRate, foreignOwnershipAllowed, form5472CalendarYearDue, form5472Penalty } from './federalFacts';
// Through stateCosts.ts, the calculators' one way to these facts: this text is only prerendered, and a
// second importer of stateDueDays.ts made the bundler give it a loader of its own in the cost and
// calendar islands (measured: 0.4-0.5 kB gzip each).
import { stateDueDays } from './stateCosts';

export { blogArchives, blogCards, blogCategories, blogDetailTags, blogRoutes, blogSidebarContent, blogTagCloud, postAuthor } from './blogCards';

/** The partner bank's bonus reward (see pricing's banking plans). */
const partnerBankBonus = 500;
/** Delaware LLCs' flat annual tax, due June 1. */
const delawareLlcAnnualTax = 300;
/** Wyoming's annual report license tax, at minimum. */
const wyomingMinimumLicenseTax = 60;

/** Each post's text, by id: only the post's own page shows it. */
const postText: Record<number, Pick<BlogPost, 'body' | 'midTitle' | 'midBody'>> = {
  1: {
    body: [t.llcOrCorp_body_twoStructures({ share: number(foreignOwnershipAllowed, tag) }), t.llcOrCorp_body_llcSimpler, t.llcOrCorp_body_cCorpTaxpayer({ rate: number(corporateIncomeTaxRate, tag) })],
    midTitle: t.llcOrCorp_midTitle,
    midBody: [t.llcOrCorp_midBody_chooseLlc, t.llcOrCorp_midBody_chooseCCorp, t.llcOrCorp_midBody_homeCountryTax],
  },
  2: {
    body: [t.einWithoutSsn_body_whatEinIs, t.einWithoutSsn_body_ss4Instead],
    midTitle: t.einWithoutSsn_midTitle,
    midBody: [t.einWithoutSsn_midBody_stateApprovalFirst, t.einWithoutSsn_midBody_noItinNeeded, t.einWithoutSsn_midBody_faxTurnaround],
  },
  3: {
    body: [t.registeredAgent_body_everyStateRequires, t.registeredAgent_body_whatAgentReceives],
    midTitle: t.registeredAgent_midTitle,
    midBody: [t.registeredAgent_midBody_notYourOwnAgent, t.registeredAgent_midBody_professionalAgent],
  },
  4: {
    body: [t.bankAccount_body_whyAccount, t.bankAccount_body_documents],
    midTitle: t.bankAccount_midTitle,
    midBody: [t.bankAccount_midBody_onlineBanks, t.bankAccount_midBody_whyRejected, t.bankAccount_midBody_partnerBonus({ bonus: usd(partnerBankBonus, tag) })],
  },
  5: {
    body: [
      t.yearlyTaxes_body_alwaysFiling,
      t.yearlyTaxes_body_singleMemberLlc({ penalty: usd(form5472Penalty, tag), date: monthDay(form5472CalendarYearDue, tag) }),
      t.yearlyTaxes_body_multiMemberAndCorp({ rate: number(corporateIncomeTaxRate, tag) }),
    ],
    midTitle: t.yearlyTaxes_midTitle,
    midBody: [
      t.yearlyTaxes_midBody_stateRules({
        delawareLlcTax: usd(delawareLlcAnnualTax, tag),
        wyomingMinimum: usd(wyomingMinimumLicenseTax, tag),
        llcMonth: monthName(tag, stateDueDays.delawareLlc.month - 1),
        llcDay: stateDueDays.delawareLlc.day,
        corpMonth: monthName(tag, stateDueDays.delawareCorp.month - 1),
        corpDay: stateDueDays.delawareCorp.day,
      }),
      t.yearlyTaxes_midBody_cleanRecords,
    ],
  },
  6: {
    body: [t.virtualAddress_body_twoAddresses, t.virtualAddress_body_agentAddress, t.virtualAddress_body_virtualAddress],
    midTitle: t.virtualAddress_midTitle,
    midBody: [t.virtualAddress_midBody_whereToUse, t.virtualAddress_midBody_mailBox],
  },
};

/** Founder guides with their text, for the post pages. */
export const blogPosts: BlogPost[] = blogCards.map((card) => {
  const text = postText[card.id];
  if (!text) throw new Error(`blog.ts: post ${card.id} has no text`);
  return { ...card, ...text };
});
