import * as t from 'virtual:messages/pricing';
import { tag } from 'virtual:messages/pricing';
import type { BillingCyclePlans, PricingPlan, PricingTab, SectionHeading } from '../types/content';
import { usd } from '../platform/format';
import { paymentLinks } from './paymentLinks';
import { refundWindowDays, registrationHours } from './serviceTerms';

/** A plan's button that opens its checkout page (another host). */
const pay = /* @__NO_SIDE_EFFECTS__ */ (slug: keyof typeof paymentLinks) => ({ kind: 'payment', url: paymentLinks[slug] }) as const;

/** A plan's price as shown, from its one amount in US dollars. */
const priced = /* @__NO_SIDE_EFFECTS__ */ (amount: number) => ({ price: usd(amount, tag), amount });

/** What the Mailbox Grow plan includes each month: mail pieces handled, and users (more cost `features.extraUser`). */
const mailboxGrow = { mailPiecesPerMonth: 100, users: 3 };

const contact = { kind: 'contact' } as const;

const onRequest = { price: t.price_onRequest, amount: null, period: null };

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

const buy = (plan: string) => t.button_buy({ plan });
const everythingIn = (plan: string) => t.features_everythingIn({ plan });

/*
 * Refund terms, one or two sentences per plan; the whole policy is src/content/refunds.ts. These
 * terms are a proposal the business has yet to confirm (see the comment there).
 */
const refundMonthly = t.refund_monthly({ days: refundWindowDays });
const refundMonthlyWithBankFees = t.refund_monthlyWithBankFees({ monthly: refundMonthly });
const refundQuoted = t.refund_quoted;

/** Amounts that the plans' words mention. */
const llcSecurityDeposit = 5000;

export const pricingHeading: SectionHeading = {
  eyebrow: t.heading_eyebrow,
  title: t.heading_title,
  text: t.heading_text,
};

const incorporationPlans: PricingPlan[] = [
  {
    id: 'formation-llc',
    name: tier.llc,
    ...priced(6900),
    period: t.period_oneTime,
    description: t.formationLlc_description({ deposit: usd(llcSecurityDeposit, tag) }),
    features: [
      t.formationLlc_features_registration({ fastest: registrationHours.fastest }),
      t.formationLlc_features_ein,
      t.formationLlc_features_registeredAgent,
      t.formationLlc_features_phoneNumber,
      t.formationLlc_features_banking,
      t.formationLlc_features_taxFiling,
      t.formationLlc_features_support,
    ],
    buttonLabel: t.button_portal,
    action: { kind: 'portal' },
    highlighted: true,
    refund: t.formationLlc_refund,
  },
  {
    id: 'formation-custom',
    name: t.plan_custom,
    ...onRequest,
    description: t.formationCustom_description,
    features: [t.formationCustom_features_stateOfChoice, t.formationCustom_features_founderShares, t.formationCustom_features_lawyers, t.formationCustom_features_onePointOfContact],
    buttonLabel: t.button_contact,
    action: contact,
    refund: t.formationCustom_refund,
  },
];

const mailboxPlans: PricingPlan[] = [
  {
    id: 'mailbox-grow',
    name: tier.grow,
    ...priced(99),
    period: t.period_perMonth,
    description: t.mailboxGrow_description,
    features: [
      t.mailboxGrow_features_mailPieces({ pieces: mailboxGrow.mailPiecesPerMonth }),
      t.mailboxGrow_features_users({ users: mailboxGrow.users }),
      t.features_extraUser({ price: usd(20, tag) }),
      t.mailboxGrow_features_scans,
      t.mailboxGrow_features_forwarding,
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
    period: t.period_perMonth,
    description: t.mailboxScale_description,
    features: [everythingIn(tier.grow), t.mailboxScale_features_higherVolume, t.features_extraUser({ price: usd(30, tag) }), t.mailboxScale_features_priorityScanning],
    buttonLabel: buy(tier.scale),
    action: pay('mailbox-scale'),
    refund: refundMonthly,
  },
  {
    id: 'mailbox-custom',
    name: t.plan_custom,
    ...onRequest,
    description: t.mailboxCustom_description,
    features: [t.mailboxCustom_features_volume, t.mailboxCustom_features_packages, t.mailboxCustom_features_addresses],
    buttonLabel: t.button_contact,
    action: contact,
    refund: refundQuoted,
  },
];

const phonePlans: PricingPlan[] = [
  {
    id: 'phone-starter',
    name: tier.starter,
    ...priced(49),
    period: t.period_perMonth,
    description: t.phoneStarter_description,
    features: [t.phoneStarter_features_oneNumber, t.phoneStarter_features_unlimitedCalls, t.phoneStarter_features_devices, t.phoneStarter_features_voicemail],
    buttonLabel: buy(tier.starter),
    action: pay('phone-starter'),
    refund: refundMonthly,
  },
  {
    id: 'phone-business',
    name: tier.business,
    ...priced(99),
    period: t.period_perMonth,
    description: t.phoneBusiness_description,
    features: [everythingIn(tier.starter), t.phoneBusiness_features_severalUsers, t.phoneBusiness_features_routing, t.phoneBusiness_features_greeting],
    buttonLabel: buy(tier.business),
    action: pay('phone-business'),
    highlighted: true,
    refund: refundMonthly,
  },
  {
    id: 'phone-enterprise',
    name: tier.enterprise,
    ...onRequest,
    description: t.phoneEnterprise_description,
    features: [t.phoneEnterprise_features_areaCodes, t.phoneEnterprise_features_integrations, t.phoneEnterprise_features_setup],
    buttonLabel: t.button_contact,
    action: contact,
    refund: refundQuoted,
  },
];

const bankingPlans: PricingPlan[] = [
  {
    id: 'banking-essential',
    name: tier.essential,
    ...onRequest,
    description: t.bankingEssential_description,
    features: [t.bankingEssential_features_minimumDeposit({ amount: usd(5000, tag) }), t.bankingEssential_features_onlineOpening, t.bankingEssential_features_bonus({ amount: usd(500, tag) })],
    buttonLabel: t.button_contact,
    action: contact,
    refund: t.bankingEssential_refund,
  },
  {
    id: 'banking-plus',
    name: tier.plus,
    ...priced(79),
    period: t.period_perMonth,
    description: t.bankingPlus_description,
    features: [t.features_minimum({ amount: usd(10000, tag) }), everythingIn(tier.essential), t.bankingPlus_features_introductions, t.bankingPlus_features_priorityReview],
    buttonLabel: buy(tier.plus),
    action: pay('banking-plus'),
    highlighted: true,
    refund: refundMonthlyWithBankFees,
  },
  {
    id: 'banking-pro',
    name: tier.pro,
    ...priced(500),
    period: t.period_perMonth,
    description: t.bankingPro_description,
    features: [t.features_minimum({ amount: usd(25000, tag) }), everythingIn(tier.plus), t.bankingPro_features_manager, t.bankingPro_features_multiCurrency],
    buttonLabel: buy(tier.pro),
    action: pay('banking-pro'),
    refund: refundMonthlyWithBankFees,
  },
];

/** The four tabs of the pricing page. */
export const pricingTabs: PricingTab[] = [
  { id: 'incorporations', label: t.tabs_incorporations, plans: incorporationPlans },
  { id: 'mailbox', label: t.tabs_mailbox, plans: mailboxPlans },
  { id: 'phone', label: t.tabs_phone, plans: phonePlans },
  { id: 'banking', label: t.tabs_banking, plans: bankingPlans },
];

/** Amounts that the care plans' words mention. */
const careMonthlyAmount = 99;
const careYearlyAmount = 68;

/**
 * General group (spec section 9) on the marketing home's monthly/yearly toggle, presented as
 * bookkeeping and compliance care: the plan name says how often your books are reconciled.
 */
export const billingCycleHeading: SectionHeading = {
  eyebrow: t.care_heading_eyebrow,
  title: t.care_heading_title,
  text: t.care_heading_text,
};

/** What paying yearly saves against monthly billing, in whole percent (68 against 99: 31%). */
const yearlySavingPercent = Math.round((1 - careYearlyAmount / careMonthlyAmount) * 100);

export const billingCyclePlans: BillingCyclePlans[] = [
  {
    id: 'monthly',
    label: t.care_cycle_monthly,
    plans: [
      {
        id: 'care-monthly',
        name: t.care_monthly_name,
        ...priced(careMonthlyAmount),
        period: t.period_perMonth,
        description: t.care_monthly_description,
        features: [t.care_features_monthlyReconciliation, t.care_features_monthlyStatement, t.care_features_deadlineReminders],
        buttonLabel: t.button_choose({ plan: t.care_monthly_name }),
        action: pay('care-monthly'),
      },
      {
        id: 'care-weekly',
        name: t.care_weekly_name,
        ...priced(249.99),
        period: t.period_perMonth,
        description: t.care_weekly_description,
        features: [t.care_features_weeklyReconciliation, t.care_features_payoutsMatched, t.care_features_monthlyStatement, t.care_features_deadlineReminders],
        buttonLabel: t.button_choose({ plan: t.care_weekly_name }),
        action: pay('care-weekly'),
        highlighted: true,
      },
      {
        id: 'care-daily',
        name: t.care_daily_name,
        ...priced(1449.99),
        period: t.period_perMonth,
        description: t.care_daily_description,
        features: [t.care_features_dailyReconciliation, t.care_features_dedicatedBookkeeper, t.care_features_weeklyCashReport, t.care_features_yearEndPack],
        buttonLabel: t.button_choose({ plan: t.care_daily_name }),
        action: pay('care-daily'),
      },
    ],
  },
  {
    id: 'yearly',
    label: t.care_cycle_yearly,
    plans: [
      {
        id: 'care-yearly',
        name: t.care_yearly_name,
        ...priced(careYearlyAmount),
        period: t.period_perMonthBilledYearly,
        description: t.care_yearly_description({ yearly: usd(careYearlyAmount, tag), monthly: usd(careMonthlyAmount, tag) }),
        features: [t.care_features_monthlyReconciliation, t.care_features_monthlyStatement, t.care_features_deadlineReminders, t.care_features_saving({ percent: String(yearlySavingPercent) })],
        buttonLabel: t.button_choose({ plan: t.care_yearly_name }),
        action: pay('care-yearly'),
        highlighted: true,
      },
    ],
  },
];
