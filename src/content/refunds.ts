/*
 * The refund and cancellation policy shown on /refunds, in plain language.
 *
 * PROPOSAL: these terms (the 14-day first-month refund, money back rather than credit, the refund
 * window before state filing and the 10-business-day payout) are a proposal the business has yet to
 * confirm. Their figures (the 14 days, the 10 business days) are written once, in src/content/serviceTerms.ts;
 * the words are in every language's catalog (refunds.*, and pricing.refund.*, pricing.*.refund and faq.refunds.*,
 * which must say the same).
 */
import * as t from 'virtual:messages/refunds';
import type { RefundPolicyContent } from '../sections/RefundPolicy';
import { refundPayoutBusinessDays, refundWindowDays } from './serviceTerms';
import { site } from './site';
import { sitePath } from '../sitePaths';

export const refundPolicy = {
  heading: { eyebrow: t.heading_eyebrow, title: t.heading_title, text: t.heading_text },
  summaryTitle: t.summary_title,
  summary: [
    {
      id: 'formation',
      plan: t.summary_formation_plan,
      refundable: t.summary_formation_refundable,
      notRefundable: t.summary_formation_notRefundable,
    },
    {
      id: 'monthly',
      plan: t.summary_monthly_plan,
      refundable: t.summary_monthly_refundable({ days: refundWindowDays }),
      notRefundable: t.summary_monthly_notRefundable,
    },
    {
      id: 'quoted',
      plan: t.summary_quoted_plan,
      refundable: t.summary_quoted_refundable,
      notRefundable: t.summary_quoted_notRefundable,
    },
  ],
  summaryColumns: { plan: t.summary_columns_plan, refundable: t.summary_columns_refundable, notRefundable: t.summary_columns_notRefundable },
  blocks: [
    {
      id: 'formation',
      title: t.formation_title,
      paragraphs: [t.formation_beforeFiling, t.formation_afterFiling],
    },
    {
      id: 'monthly',
      title: t.monthly_title,
      paragraphs: [t.monthly_cancelAnyTime, t.monthly_firstMonth({ days: refundWindowDays })],
    },
    {
      id: 'state-fees',
      title: t.stateFees_title,
      paragraphs: [t.stateFees_stateFees, t.stateFees_partnerFees],
    },
    {
      id: 'how',
      title: t.how_title,
      paragraphs: [t.how_payout({ days: refundPayoutBusinessDays })],
    },
  ],
  contact: {
    title: t.contact_title,
    text: t.contact_text,
    emailLabel: t.contact_emailLabel,
    email: site.emails.billing,
  },
  costsLink: { label: t.costsLink_label, to: sitePath('/costs') },
} satisfies RefundPolicyContent;
