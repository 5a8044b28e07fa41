import t, { tag } from 'virtual:messages/faq';
import type { FaqItem } from '../types/content';
import { usd } from '../platform/format';
import { form5472Penalty } from './federalFacts';

/** FAQ accordion (id faqAccordion); the first item opens by default. */
export const faqs: FaqItem[] = [
  {
    id: 1,
    title: t.eligibility.question,
    text: t.eligibility.answer,
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
    text: t.timing.answer,
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
    text: t.refunds.answer,
    links: [{ label: t.refunds.links.terms, to: '/refunds' }],
  },
];
