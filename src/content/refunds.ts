/*
 * The refund and cancellation policy shown on /refunds, in plain language.
 *
 * PROPOSAL: these terms (the 14-day first-month refund, money back rather than credit, the refund
 * window before state filing and the 10-business-day payout) are a proposal the business has yet to
 * confirm. Change them here and in the per-plan lines of src/content/pricing.ts together.
 */
import type { RefundPolicyContent } from '../sections/RefundPolicy';
import { site } from './site';

export const refundPolicy = {
  heading: {
    eyebrow: 'Refunds and cancellation',
    title: 'What we refund, until when, and how',
    text: 'Refunds are paid as money back to the card or account you paid with, never as credit. What we cannot refund is what we have already paid to a state on your behalf.',
  },
  summaryTitle: 'In short, by plan',
  summary: [
    {
      id: 'formation',
      plan: 'Company formation (LLC, Custom)',
      refundable: 'Everything, until we file your documents with the state.',
      notRefundable: 'State filing fees and filing work once your documents are filed; a Custom quote lists its own terms.',
    },
    {
      id: 'monthly',
      plan: 'Monthly plans (mail box, US phone number, banking)',
      refundable: 'Your first month, if you cancel within 14 days of paying for it.',
      notRefundable: 'Later months already started; fees charged by the partner bank.',
    },
    {
      id: 'quoted',
      plan: 'Plans on request',
      refundable: 'What your written quote says, for as long as it says.',
      notRefundable: 'State fees once filed, and months already started.',
    },
  ],
  summaryColumns: { plan: 'Plan', refundable: 'Refundable', notRefundable: 'Not refundable' },
  blocks: [
    {
      id: 'formation',
      title: 'Company formation',
      paragraphs: [
        'Until we file your documents with the state, you can cancel and get everything you paid back. We file within one business day of receiving your complete order, so tell us as soon as you change your mind.',
        'Once the state has your documents, it keeps its fees whatever happens next, and so do we for the filing work. If you cancel after filing, we refund the parts of the plan we have not started (for example the EIN application or the bank introduction) at their list price.',
      ],
    },
    {
      id: 'monthly',
      title: 'Monthly plans',
      paragraphs: [
        'Cancel a mail box, phone number or banking plan any time from your portal or by email. No further month is charged; the month already started runs to its end.',
        'If you cancel within 14 days of paying for your first month, we refund that month in full.',
      ],
    },
    {
      id: 'state-fees',
      title: 'What we cannot refund',
      paragraphs: [
        'State filing fees, annual report fees and franchise taxes we have paid to a state on your behalf: the state does not return them to us. The cost calculator lists each state fee and where it comes from.',
        'Fees and deposits of a partner bank or payment platform follow their own terms.',
      ],
    },
    {
      id: 'how',
      title: 'How refunds are paid',
      paragraphs: [
        'To the card or account you paid with, in US dollars, within 10 business days of our confirming the refund. Never as credit or vouchers. Your bank may take a few more days to show it.',
      ],
    },
  ],
  contact: {
    title: 'To cancel or ask for a refund',
    text: 'Write to our billing team from the email address on your order, with your company name. We confirm by email within one business day.',
    emailLabel: 'Email billing',
    email: site.emails.billing,
  },
  costsLink: { label: 'See the state fees in the cost calculator', to: '/costs' },
} satisfies RefundPolicyContent;
