import t, { tag } from 'virtual:messages/pricing';
import type { BillingCyclePlans, PricingPlan, PricingTab, SectionHeading } from '../types/content';
import { usd } from '../platform/format';
import { paymentLinks } from './paymentLinks';
import { refundWindowDays, registrationHours } from './serviceTerms';

/** What the Mailbox Grow plan includes each month: mail pieces handled, and users (more cost `features.extraUser`). */
const mailboxGrow = { mailPiecesPerMonth: 100, users: 3 };

const pay = (slug: keyof typeof paymentLinks) => ({ kind: 'payment', url: paymentLinks[slug] }) as const;
const contact = { kind: 'contact' } as const;

/** A plan's price as shown, from its one amount in US dollars. */
const priced = (amount: number) => ({ price: usd(amount, tag), amount });
const onRequest = { price: t.price.onRequest, amount: null, period: null };

/** Product names of the tiers: the same in every language. */
const tier = {
  llc: 'LLC',
  grow: 'Grow',
  scale: 'Scale',
  starter: 'Starter',
  business: 'Business',
  enterprise: 'Enterprise',
  essential: 'Essential',
  plus: 'Plus',
  pro: 'Pro',
} as const;

const buy = (plan: string) => t.button.buy({ plan });
const everythingIn = (plan: string) => t.features.everythingIn({ plan });

/*
 * Refund terms, one or two sentences per plan; the whole policy is src/content/refunds.ts. These
 * terms are a proposal the business has yet to confirm (see the comment there).
 */
const refundMonthly = t.refund.monthly({ days: refundWindowDays });
const refundMonthlyWithBankFees = t.refund.monthlyWithBankFees({ monthly: refundMonthly });
const refundQuoted = t.refund.quoted;

/** Amounts that the plans' words mention. */
const llcSecurityDeposit = 5000;
const careMonthlyAmount = 99;
const careYearlyAmount = 68;

export const pricingHeading: SectionHeading = {
  eyebrow: t.heading.eyebrow,
  title: t.heading.title,
  text: t.heading.text,
};

const incorporationPlans: PricingPlan[] = [
  {
    id: 'formation-llc',
    name: tier.llc,
    ...priced(6900),
    period: t.period.oneTime,
    description: t.formationLlc.description({ deposit: usd(llcSecurityDeposit, tag) }),
    features: [
      t.formationLlc.features.registration({ fastest: registrationHours.fastest }),
      t.formationLlc.features.ein,
      t.formationLlc.features.registeredAgent,
      t.formationLlc.features.phoneNumber,
      t.formationLlc.features.banking,
      t.formationLlc.features.taxFiling,
      t.formationLlc.features.support,
    ],
    buttonLabel: t.button.portal,
    action: { kind: 'portal' },
    highlighted: true,
    refund: t.formationLlc.refund,
  },
  {
    id: 'formation-custom',
    name: t.plan.custom,
    ...onRequest,
    description: t.formationCustom.description,
    features: [
      t.formationCustom.features.stateOfChoice,
      t.formationCustom.features.founderShares,
      t.formationCustom.features.lawyers,
      t.formationCustom.features.onePointOfContact,
    ],
    buttonLabel: t.button.contact,
    action: contact,
    refund: t.formationCustom.refund,
  },
];

const mailboxPlans: PricingPlan[] = [
  {
    id: 'mailbox-grow',
    name: tier.grow,
    ...priced(99),
    period: t.period.perMonth,
    description: t.mailboxGrow.description,
    features: [
      t.mailboxGrow.features.mailPieces({ pieces: mailboxGrow.mailPiecesPerMonth }),
      t.mailboxGrow.features.users({ users: mailboxGrow.users }),
      t.features.extraUser({ price: usd(20, tag) }),
      t.mailboxGrow.features.scans,
      t.mailboxGrow.features.forwarding,
    ],
    buttonLabel: buy(tier.grow),
    action: pay('mailbox-grow'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'mailbox-scale',
    name: tier.scale,
    ...priced(169),
    period: t.period.perMonth,
    description: t.mailboxScale.description,
    features: [
      everythingIn(tier.grow),
      t.mailboxScale.features.higherVolume,
      t.features.extraUser({ price: usd(30, tag) }),
      t.mailboxScale.features.priorityScanning,
    ],
    buttonLabel: buy(tier.scale),
    action: pay('mailbox-scale'),
    refund: refundMonthly,
  },
  {
    id: 'mailbox-custom',
    name: t.plan.custom,
    ...onRequest,
    description: t.mailboxCustom.description,
    features: [t.mailboxCustom.features.volume, t.mailboxCustom.features.packages, t.mailboxCustom.features.addresses],
    buttonLabel: t.button.contact,
    action: contact,
    refund: refundQuoted,
  },
];

const phonePlans: PricingPlan[] = [
  {
    id: 'phone-starter',
    name: tier.starter,
    ...priced(49),
    period: t.period.perMonth,
    description: t.phoneStarter.description,
    features: [
      t.phoneStarter.features.oneNumber,
      t.phoneStarter.features.unlimitedCalls,
      t.phoneStarter.features.devices,
      t.phoneStarter.features.voicemail,
    ],
    buttonLabel: buy(tier.starter),
    action: pay('phone-starter'),
    refund: refundMonthly,
  },
  {
    id: 'phone-business',
    name: tier.business,
    ...priced(99),
    period: t.period.perMonth,
    description: t.phoneBusiness.description,
    features: [
      everythingIn(tier.starter),
      t.phoneBusiness.features.severalUsers,
      t.phoneBusiness.features.routing,
      t.phoneBusiness.features.greeting,
    ],
    buttonLabel: buy(tier.business),
    action: pay('phone-business'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'phone-enterprise',
    name: tier.enterprise,
    ...onRequest,
    description: t.phoneEnterprise.description,
    features: [t.phoneEnterprise.features.areaCodes, t.phoneEnterprise.features.integrations, t.phoneEnterprise.features.setup],
    buttonLabel: t.button.contact,
    action: contact,
    refund: refundQuoted,
  },
];

const bankingPlans: PricingPlan[] = [
  {
    id: 'banking-essential',
    name: tier.essential,
    ...onRequest,
    description: t.bankingEssential.description,
    features: [
      t.bankingEssential.features.minimumDeposit({ amount: usd(5000, tag) }),
      t.bankingEssential.features.onlineOpening,
      t.bankingEssential.features.bonus({ amount: usd(500, tag) }),
    ],
    buttonLabel: t.button.contact,
    action: contact,
    refund: t.bankingEssential.refund,
  },
  {
    id: 'banking-plus',
    name: tier.plus,
    ...priced(79),
    period: t.period.perMonth,
    description: t.bankingPlus.description,
    features: [
      t.features.minimum({ amount: usd(10000, tag) }),
      everythingIn(tier.essential),
      t.bankingPlus.features.introductions,
      t.bankingPlus.features.priorityReview,
    ],
    buttonLabel: buy(tier.plus),
    action: pay('banking-plus'),
    highlighted: true,
    refund: refundMonthlyWithBankFees,
  },
  {
    id: 'banking-pro',
    name: tier.pro,
    ...priced(500),
    period: t.period.perMonth,
    description: t.bankingPro.description,
    features: [
      t.features.minimum({ amount: usd(25000, tag) }),
      everythingIn(tier.plus),
      t.bankingPro.features.manager,
      t.bankingPro.features.multiCurrency,
    ],
    buttonLabel: buy(tier.pro),
    action: pay('banking-pro'),
    refund: refundMonthlyWithBankFees,
  },
];

/** The four tabs of the pricing page. */
export const pricingTabs: PricingTab[] = [
  { id: 'incorporations', label: t.tabs.incorporations, plans: incorporationPlans },
  { id: 'mailbox', label: t.tabs.mailbox, plans: mailboxPlans },
  { id: 'phone', label: t.tabs.phone, plans: phonePlans },
  { id: 'banking', label: t.tabs.banking, plans: bankingPlans },
];

/**
 * General group (spec section 9) on the marketing home's monthly/yearly toggle, presented as
 * bookkeeping and compliance care: the plan name says how often your books are reconciled.
 */
export const billingCycleHeading: SectionHeading = {
  eyebrow: t.care.heading.eyebrow,
  title: t.care.heading.title,
  text: t.care.heading.text,
};

/** What paying yearly saves against monthly billing, in whole percent (68 against 99: 31%). */
const yearlySavingPercent = Math.round((1 - careYearlyAmount / careMonthlyAmount) * 100);

export const billingCyclePlans: BillingCyclePlans[] = [
  {
    id: 'monthly',
    label: t.care.cycle.monthly,
    plans: [
      {
        id: 'care-monthly',
        name: t.care.monthly.name,
        ...priced(careMonthlyAmount),
        period: t.period.perMonth,
        description: t.care.monthly.description,
        features: [t.care.features.monthlyReconciliation, t.care.features.monthlyStatement, t.care.features.deadlineReminders],
        buttonLabel: t.button.choose({ plan: t.care.monthly.name }),
        action: pay('care-monthly'),
      },
      {
        id: 'care-weekly',
        name: t.care.weekly.name,
        ...priced(249.99),
        period: t.period.perMonth,
        description: t.care.weekly.description,
        features: [
          t.care.features.weeklyReconciliation,
          t.care.features.payoutsMatched,
          t.care.features.monthlyStatement,
          t.care.features.deadlineReminders,
        ],
        buttonLabel: t.button.choose({ plan: t.care.weekly.name }),
        action: pay('care-weekly'),
        highlighted: true,
      },
      {
        id: 'care-daily',
        name: t.care.daily.name,
        ...priced(1449.99),
        period: t.period.perMonth,
        description: t.care.daily.description,
        features: [
          t.care.features.dailyReconciliation,
          t.care.features.dedicatedBookkeeper,
          t.care.features.weeklyCashReport,
          t.care.features.yearEndPack,
        ],
        buttonLabel: t.button.choose({ plan: t.care.daily.name }),
        action: pay('care-daily'),
      },
    ],
  },
  {
    id: 'yearly',
    label: t.care.cycle.yearly,
    plans: [
      {
        id: 'care-yearly',
        name: t.care.yearly.name,
        ...priced(careYearlyAmount),
        period: t.period.perMonthBilledYearly,
        description: t.care.yearly.description({ yearly: usd(careYearlyAmount, tag), monthly: usd(careMonthlyAmount, tag) }),
        features: [
          t.care.features.monthlyReconciliation,
          t.care.features.monthlyStatement,
          t.care.features.deadlineReminders,
          t.care.features.saving({ percent: String(yearlySavingPercent) }),
        ],
        buttonLabel: t.button.choose({ plan: t.care.yearly.name }),
        action: pay('care-yearly'),
        highlighted: true,
      },
    ],
  },
];
