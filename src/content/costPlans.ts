import * as t from 'virtual:messages/costCalculator';
import * as pricingWords from 'virtual:messages/pricing';
import type { CostFacts, CostPlan } from '../sections/CostCalculator/costMath';
import { money, stateCostFacts } from './costCalculator';
import { pricingTabs } from './pricing';

/**
 * Our priced plans, as the calculator offers them: one-time prices in year 1, monthly ones twelve
 * times a year. The cost page hands them to the calculator's island as props, written into the page,
 * rather than the island importing them: they come from pricing.ts, whose every plan's words
 * (features, descriptions, refund terms) would otherwise ride in the island's code, which shows none
 * of them (measured: the calculator's island 3.3 kB gzip less in English).
 */
export const costPlans: CostPlan[] = pricingTabs.flatMap((tab) =>
  tab.plans
    .filter((plan) => plan.amount !== null && (plan.period === pricingWords.period_oneTime || plan.period === pricingWords.period_perMonth))
    .map((plan) => {
      const once = plan.period === pricingWords.period_oneTime;
      const words = { tab: tab.label, plan: plan.name, price: money(plan.amount as number) };
      return {
        id: plan.id,
        label: once ? t.plans_once(words) : t.plans_monthly(words),
        amount: plan.amount as number,
        billing: once ? ('once' as const) : ('monthly' as const),
      };
    }),
);

/** Every fact the calculator reads, plans included, as Storybook shows it. */
export const costFacts: CostFacts = { ...stateCostFacts, plans: costPlans };
