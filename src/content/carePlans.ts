import * as t from 'virtual:messages/pricing';
import { tag } from 'virtual:messages/pricing';
import type { BillingCyclePlans, SectionHeading } from '../types/content';
import { usd } from '../platform/format';
import { pay, priced } from './planParts';

/*
 * The care plans apart from pricing.ts's four tabs: the monthly/yearly switch's island reads this
 * module, so its code carries the care plans alone, not every plan's words (measured: its island
 * 1.7 kB gzip less in English).
 */

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
