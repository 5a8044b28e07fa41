import t, { tag } from 'virtual:messages/faq';
import type { FaqItem } from '../types/content';
import { number, usd } from '../platform/format';
import { foreignOwnershipAllowed, form5472Penalty } from './federalFacts';
import { refundWindowDays, registrationHours } from './serviceTerms';

/** FAQ accordion (id faqAccordion); the first item opens by default. */
export const faqs: FaqItem[] = [
  {
    id: 1,
    title: t.eligibility.question,
    text: t.eligibility.answer({ share: number(foreignOwnershipAllowed, tag) }),
    links: [{ label: t.eligibility.links.checkCountry, to: '/eligibility' }],
  },
  {
    id: 2,
    title: t.state.question,
    text: t.state.answer,
    links: [{ label: t.state.links.compareCosts, to: '/costs' }],
  },
  {
    id: 3,
    title: t.timing.question,
    text: t.timing.answer(registrationHours),
  },
  {
    id: 4,
    title: t.filings.question,
    text: t.filings.answer({ penalty: usd(form5472Penalty, tag) }),
    links: [
      { label: t.filings.links.deadlines, to: '/compliance-calendar' },
      { label: t.filings.links.yearlyFees, to: '/costs' },
    ],
  },
  {
    id: 5,
    title: t.refunds.question,
    text: t.refunds.answer({ days: refundWindowDays }),
    links: [{ label: t.refunds.links.terms, to: '/refunds' }],
  },
];
