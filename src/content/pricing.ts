import type { BillingCyclePlans, PricingPlan, PricingTab, SectionHeading } from '../types/content';
import { paymentLinks } from './paymentLinks';

const pay = (slug: keyof typeof paymentLinks) => ({ kind: 'payment', url: paymentLinks[slug] }) as const;
const contact = { kind: 'contact' } as const;

/*
 * Refund terms, one or two sentences per plan; the whole policy is src/content/refunds.ts. These
 * terms are a proposal the business has yet to confirm (see the comment there).
 */
const refundMonthly =
  'Your first month is refunded as money back if you cancel within 14 days of paying. After that, cancel any time from your portal: no further month is charged, but a month already started is not refunded.';
const refundQuoted = 'Your quote says what is refunded and until when, always as money back, not credit; months already started are not refunded.';

export const pricingHeading: SectionHeading = {
  eyebrow: 'Pricing',
  title: 'All-in-one, transparent, affordable pricing',
  text: 'Pick what your company needs today and add more later. Prices are in US dollars; state fees and taxes are listed before you pay.',
};

const incorporationPlans: PricingPlan[] = [
  {
    id: 'formation-llc',
    name: 'LLC',
    price: '$6900',
    amount: 6900,
    period: 'one time',
    description: 'Everything to form and run your US LLC. A $5000 security deposit is required, or pay in installments.',
    features: [
      'Company registration in as little as 24 hours',
      'EIN Tax ID',
      'Registered agent and US virtual address',
      'US phone number',
      'Online banking setup',
      'Annual IRS tax filing by a partner CPA',
      'Lifetime support',
    ],
    buttonLabel: 'Start in the portal',
    action: { kind: 'portal' },
    highlighted: true,
    refund: 'Cancel before we file with the state and you get your money back in full, not as credit. Once your documents are filed, the state fees and filing work cannot be refunded.',
  },
  {
    id: 'formation-custom',
    name: 'Custom',
    price: 'On request',
    amount: null,
    period: null,
    description: 'A Delaware C-Corp for investors, several owners or more than one state: we build the package around your plan.',
    features: ['LLC or C-Corp in the state you need', 'Founder shares and board consents', 'Introductions to start-up lawyers', 'One point of contact'],
    buttonLabel: 'Contact Us',
    action: contact,
    refund: 'Your quote says what is refunded and until when, always as money back, not credit; state fees are never refundable once filed.',
  },
];

const mailboxPlans: PricingPlan[] = [
  {
    id: 'mailbox-grow',
    name: 'Grow',
    price: '$99',
    amount: 99,
    period: '/month',
    description: 'For a company that receives regular mail from banks, clients and the IRS.',
    features: ['100 mail pieces/month', '3 users', 'Extra user $20', 'Scans in your portal with email alerts', 'Forwarding to any country'],
    buttonLabel: 'Buy Grow',
    action: pay('mailbox-grow'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'mailbox-scale',
    name: 'Scale',
    price: '$169',
    amount: 169,
    period: '/month',
    description: 'For teams that handle more mail and want more people to see it.',
    features: ['Everything in Grow', 'Room for a higher monthly mail volume', 'Extra user $30', 'Priority scanning'],
    buttonLabel: 'Buy Scale',
    action: pay('mailbox-scale'),
    refund: refundMonthly,
  },
  {
    id: 'mailbox-custom',
    name: 'Custom',
    price: 'On request',
    amount: null,
    period: null,
    description: 'High volumes, packages or several addresses: tell us what arrives and we will quote.',
    features: ['Volume you choose', 'Package receiving', 'Several company addresses'],
    buttonLabel: 'Contact Us',
    action: contact,
    refund: refundQuoted,
  },
];

const phonePlans: PricingPlan[] = [
  {
    id: 'phone-starter',
    name: 'Starter',
    price: '$49',
    amount: 49,
    period: '/month',
    description: 'One US number for a founder who takes calls from anywhere.',
    features: ['One US number', 'Unlimited call handling', 'Computer, SIP phone and smartphone', 'Voicemail to email'],
    buttonLabel: 'Buy Starter',
    action: pay('phone-starter'),
    refund: refundMonthly,
  },
  {
    id: 'phone-business',
    name: 'Business',
    price: '$99',
    amount: 99,
    period: '/month',
    description: 'A shared line for a small team, with routing across time zones.',
    features: ['Everything in Starter', 'Several users on one number', 'Business hours and call routing', 'Greeting and menu options'],
    buttonLabel: 'Buy Business',
    action: pay('phone-business'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'phone-enterprise',
    name: 'Enterprise',
    price: 'On request',
    amount: null,
    period: null,
    description: 'Many numbers, call centres or integrations with your CRM.',
    features: ['Numbers in several area codes', 'Integrations on request', 'Dedicated setup'],
    buttonLabel: 'Contact Us',
    action: contact,
    refund: refundQuoted,
  },
];

const bankingPlans: PricingPlan[] = [
  {
    id: 'banking-essential',
    name: 'Essential',
    price: 'On request',
    amount: null,
    period: null,
    description: 'A business account with our partner bank for a new company.',
    features: ['$5000 minimum deposit', 'Fully online opening', '$500 bonus reward through our partner bank'],
    buttonLabel: 'Contact Us',
    action: contact,
    refund: "Nothing is charged until you accept a quote, and the quote says what is refunded as money back; the partner bank's own fees and deposits follow the bank's terms.",
  },
  {
    id: 'banking-plus',
    name: 'Plus',
    price: '$79',
    amount: 79,
    period: '/month',
    description: 'For companies with regular US sales and payouts.',
    features: ['$10000 minimum', 'Everything in Essential', 'Introductions to partner payment platforms', 'Priority application review'],
    buttonLabel: 'Buy Plus',
    action: pay('banking-plus'),
    highlighted: true,
    refund: `${refundMonthly} Bank fees follow the bank's terms.`,
  },
  {
    id: 'banking-pro',
    name: 'Pro',
    price: '$500',
    amount: 500,
    period: '/month',
    description: 'For high-volume businesses that need a dedicated banking contact.',
    features: ['$25000 minimum', 'Everything in Plus', 'Dedicated banking manager', 'Multi-currency and card issuing options'],
    buttonLabel: 'Buy Pro',
    action: pay('banking-pro'),
    refund: `${refundMonthly} Bank fees follow the bank's terms.`,
  },
];

/** The four tabs of the pricing page. */
export const pricingTabs: PricingTab[] = [
  { id: 'incorporations', label: 'Incorporations', plans: incorporationPlans },
  { id: 'mailbox', label: 'Mail Box', plans: mailboxPlans },
  { id: 'phone', label: 'Mobile Number', plans: phonePlans },
  { id: 'banking', label: 'Online banking', plans: bankingPlans },
];

/**
 * General group (spec section 9) on the marketing home's monthly/yearly toggle, presented as
 * bookkeeping and compliance care: the plan name says how often your books are reconciled.
 */
export const billingCycleHeading: SectionHeading = {
  eyebrow: 'Bookkeeping & compliance care',
  title: 'Keep your US company in order',
  text: 'We reconcile your books, track every state and IRS deadline and hand clean records to your CPA. Pay monthly, or yearly and save.',
};

export const billingCyclePlans: BillingCyclePlans[] = [
  {
    id: 'monthly',
    label: 'Monthly',
    plans: [
      {
        id: 'care-monthly',
        name: 'Monthly',
        price: '$99',
        amount: 99,
        period: '/month',
        description: 'Books reconciled once a month, for a company with a few transactions.',
        features: ['Monthly reconciliation', 'Monthly statement', 'State and IRS deadline reminders'],
        buttonLabel: 'Choose Monthly',
        action: pay('care-monthly'),
      },
      {
        id: 'care-weekly',
        name: 'Weekly',
        price: '$249.99',
        amount: 249.99,
        period: '/month',
        description: 'Books reconciled every week, for companies selling through several platforms.',
        features: ['Weekly reconciliation', 'Stripe, PayPal and marketplace payouts matched', 'Monthly statement', 'State and IRS deadline reminders'],
        buttonLabel: 'Choose Weekly',
        action: pay('care-weekly'),
        highlighted: true,
      },
      {
        id: 'care-daily',
        name: 'Daily',
        price: '$1449.99',
        amount: 1449.99,
        period: '/month',
        description: 'Books reconciled every business day by a dedicated bookkeeper, for high-volume stores.',
        features: ['Daily reconciliation', 'Dedicated bookkeeper', 'Weekly cash report', 'Year-end pack for your CPA'],
        buttonLabel: 'Choose Daily',
        action: pay('care-daily'),
      },
    ],
  },
  {
    id: 'yearly',
    label: 'Yearly',
    plans: [
      {
        id: 'care-yearly',
        name: 'Yearly',
        price: '$68',
        amount: 68,
        period: '/month, billed yearly',
        description: 'The Monthly plan paid once a year: $68 instead of $99 a month.',
        features: ['Monthly reconciliation', 'Monthly statement', 'State and IRS deadline reminders', 'Save 31% against monthly billing'],
        buttonLabel: 'Choose Yearly',
        action: pay('care-yearly'),
        highlighted: true,
      },
    ],
  },
];
