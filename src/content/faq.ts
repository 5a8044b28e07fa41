import * as t from 'virtual:messages/faq';
import { tag } from 'virtual:messages/faq';
import type { FaqItem } from '../types/content';
import { number, usd } from '../platform/format';
import { foreignOwnershipAllowed, form5472Penalty } from './federalFacts';
import { refundWindowDays, registrationHours } from './serviceTerms';
import { sitePath } from '../sitePaths';

/** FAQ accordion (id faqAccordion); the first item opens by default. */
export const faqs: FaqItem[] = [
  {
    id: 1,
    title: t.eligibility_question,
    text: t.eligibility_answer({ share: number(foreignOwnershipAllowed, tag) }),
    links: [{ label: t.eligibility_links_checkCountry, to: sitePath('/eligibility') }],
  },
  {
    id: 2,
    title: t.state_question,
    text: t.state_answer,
    links: [{ label: t.state_links_compareCosts, to: sitePath('/costs') }],
  },
  {
    id: 3,
    title: t.timing_question,
    text: t.timing_answer(registrationHours),
  },
  {
    id: 4,
    title: t.filings_question,
    text: t.filings_answer({ penalty: usd(form5472Penalty, tag) }),
    links: [
      { label: t.filings_links_deadlines, to: sitePath('/compliance-calendar') },
      { label: t.filings_links_yearlyFees, to: sitePath('/costs') },
    ],
  },
  {
    id: 5,
    title: t.refunds_question,
    text: t.refunds_answer({ days: refundWindowDays }),
    links: [{ label: t.refunds_links_terms, to: sitePath('/refunds') }],
  },
];
