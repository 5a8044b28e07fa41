/*
 * The refund and cancellation policy shown on /refunds, in plain language.
 *
 * PROPOSAL: these terms (the 14-day first-month refund, money back rather than credit, the refund
 * window before state filing and the 10-business-day payout) are a proposal the business has yet to
 * confirm. Their figures (the 14 days, the 10 business days) are written once, in src/content/serviceTerms.ts;
 * the words are in every language's catalog (refunds.*, and pricing.refund.*, pricing.*.refund and faq.refunds.*,
 * which must say the same).
 */
import t from 'virtual:messages/refunds';
import type { RefundPolicyContent } from '../sections/RefundPolicy';
import { refundPayoutBusinessDays, refundWindowDays } from './serviceTerms';
import { siteFacts } from './siteFacts';

export const refundPolicy = {
  heading: { eyebrow: t.heading.eyebrow, title: t.heading.title, text: t.heading.text },
  summaryTitle: t.summary.title,
  summary: [
    {
      id: 'formation',
      plan: t.summary.formation.plan,
      refundable: t.summary.formation.refundable,
      notRefundable: t.summary.formation.notRefundable,
    },
    {
      id: 'monthly',
      plan: t.summary.monthly.plan,
      refundable: t.summary.monthly.refundable({ days: refundWindowDays }),
      notRefundable: t.summary.monthly.notRefundable,
    },
    {
      id: 'quoted',
      plan: t.summary.quoted.plan,
      refundable: t.summary.quoted.refundable,
      notRefundable: t.summary.quoted.notRefundable,
    },
  ],
  summaryColumns: { plan: t.summary.columns.plan, refundable: t.summary.columns.refundable, notRefundable: t.summary.columns.notRefundable },
  blocks: [
    {
      id: 'formation',
      title: t.formation.title,
      paragraphs: [t.formation.beforeFiling, t.formation.afterFiling],
    },
    {
      id: 'monthly',
      title: t.monthly.title,
      paragraphs: [t.monthly.cancelAnyTime, t.monthly.firstMonth({ days: refundWindowDays })],
    },
    {
      id: 'state-fees',
      title: t.stateFees.title,
      paragraphs: [t.stateFees.stateFees, t.stateFees.partnerFees],
    },
    {
      id: 'how',
      title: t.how.title,
      paragraphs: [t.how.payout({ days: refundPayoutBusinessDays })],
    },
  ],
  contact: {
    title: t.contact.title,
    text: t.contact.text,
    emailLabel: t.contact.emailLabel,
    email: siteFacts.emails.billing,
  },
  costsLink: { label: t.costsLink.label, to: '/costs' },
} satisfies RefundPolicyContent;
