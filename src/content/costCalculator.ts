import * as t from 'virtual:messages/costCalculator';
import { tag } from 'virtual:messages/costCalculator';
import type { CostCalculatorLabels } from '../sections/CostCalculator';
import * as pricingWords from 'virtual:messages/pricing';
import type { CostFacts, CostPlan } from '../sections/CostCalculator/costMath';
import type { SectionHeading } from '../types/content';
import type { StateCode } from '../types/stateCosts';
import { monthName } from '../platform/dates';
import { usd } from '../platform/format';
import { launchPlanLink } from './launchPlanLink';
import { pricingTabs } from './pricing';
import { delawareFranchiseTax, factsLastChecked, form5472, stateCodes, stateFacts, unconfirmedFigureText } from './stateCosts';

export const money = (amount: number) => usd(amount, tag);

/** 'November 24, 2026' from '2026-11-24' ('November 2026' from '2026-11', '2026' from '2026'). */
export function formatFactDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!month) return String(year);
  if (!day) return t.factDate_month({ month: monthName(tag, month - 1), year: String(year) });
  return t.factDate_day({ month: monthName(tag, month - 1), day, year: String(year) });
}

/** The calculator's facts but our plans, which its page hands it (`costPlans` below says why). */
export const stateCostFacts: Omit<CostFacts, 'plans'> = {
  states: stateFacts,
  stateOrder: stateCodes,
  delaware: delawareFranchiseTax,
  federal: { smllc: [form5472], mmllc: [], ccorp: [] },
};

export const costCalculatorHeading: SectionHeading = {
  eyebrow: t.heading_eyebrow,
  title: t.heading_title,
  text: t.heading_text,
};

const stateName = (code: string) => stateFacts[code as StateCode]?.name ?? code;

const form5472Penalty = form5472.penalty?.amount;
if (!form5472Penalty) throw new Error('stateCosts: the Form 5472 penalty is missing');

export const costCalculatorLabels = {
  form: {
    title: t.form_title,
    state: t.form_state,
    type: t.form_type,
    years: t.form_years,
    plan: t.form_plan,
    noPlan: t.form_noPlan,
    yearsOption: (n: number) => t.form_yearsOption({ count: n }),
    delawareTitle: t.form_delawareTitle,
    delawareText: t.form_delawareText,
    authorizedShares: t.form_authorizedShares,
    issuedShares: t.form_issuedShares,
    grossAssets: t.form_grossAssets,
    parValue: t.form_parValue,
    shareLink: t.form_shareLink,
  },
  typeNames: {
    smllc: t.typeNames_smllc,
    mmllc: t.typeNames_mmllc,
    ccorp: t.typeNames_ccorp,
  },
  typeNotes: {
    smllc: t.typeNotes_smllc({ form: form5472.name, penalty: money(form5472Penalty) }),
    mmllc: t.typeNotes_mmllc,
    ccorp: t.typeNotes_ccorp,
  },
  problems: {
    unknownState: (value: string, fallback: string) => t.problems_unknownState({ value, fallback: stateName(fallback) }),
    unknownType: (value: string, fallback: string) => t.problems_unknownType({ value, fallback }),
    yearsOutOfRange: (value: string, fallback: string) => t.problems_yearsOutOfRange({ value, fallback }),
    unknownPlan: (value: string) => t.problems_unknownPlan({ value }),
    notAWholeNumber: (value: string) => t.problems_notAWholeNumber({ value }),
    notAnAmount: (value: string) => t.problems_notAnAmount({ value }),
    tooLarge: (value: string) => t.problems_tooLarge({ value }),
  },
  money,
  planLink: launchPlanLink,
  unconfirmed: unconfirmedFigureText,
  atLeast: (amount: number) => t.atLeast({ amount: money(amount) }),
  yearTable: {
    title: t.yearTable_title,
    caption: (state: string, type: string, years: number) => t.yearTable_caption({ state, type, count: years }),
    summary: (state: string, type: string, years: number, total: string) => t.yearTable_summary({ state, type, total, count: years }),
    year: t.yearTable_year,
    yearLabel: (n: number) => t.yearTable_yearLabel({ n: String(n) }),
    formation: t.yearTable_formation,
    stateYearly: t.yearTable_stateYearly,
    federal: t.yearTable_federal,
    plan: t.yearTable_plan,
    total: t.yearTable_total,
    noFiling: t.yearTable_noFiling,
    filingFee: (names: string, fee: string) => t.yearTable_filingFee({ names, fee }),
    firstYearNote: t.yearTable_firstYearNote,
  },
  franchiseTax: {
    title: t.franchiseTax_title,
    text: t.franchiseTax_text,
    authorizedShares: t.franchiseTax_authorizedShares,
    assumedParValue: t.franchiseTax_assumedParValue,
    notUsable: t.franchiseTax_notUsable,
    lower: t.franchiseTax_lower,
    reportFee: (fee: string) => t.franchiseTax_reportFee({ fee }),
    capital: (amount: string) => t.franchiseTax_capital({ amount }),
  },
  comparison: {
    title: t.comparison_title,
    caption: (type: string, years: number) => t.comparison_caption({ type, count: years }),
    state: t.comparison_state,
    formation: t.comparison_formation,
    stateYearly: t.comparison_stateYearly,
    federal: t.comparison_federal,
    plan: t.comparison_plan,
    total: t.comparison_total,
    yourChoice: t.comparison_yourChoice,
    warning: t.comparison_warning,
    incompleteNote: t.comparison_incompleteNote,
  },
  chart: {
    title: t.chart_title,
    description: t.chart_description,
    loading: t.chart_loading,
    series: { formation: t.chart_series_formation, stateYearly: t.chart_series_stateYearly, plan: t.chart_series_plan },
  },
  sources: {
    title: t.sources_title,
    text: t.sources_text({ date: formatFactDate(factsLastChecked), unconfirmed: unconfirmedFigureText }),
    formation: t.sources_formation,
    due: t.sources_due,
    lastChecked: (iso: string) => t.sources_lastChecked({ date: formatFactDate(iso) }),
    published: (iso: string) => t.sources_published({ date: formatFactDate(iso) }),
    federal: t.sources_federal,
    delaware: t.sources_delaware,
    penalty: t.sources_penalty,
  },
  opensInNewTab: t.opensInNewTab,
} satisfies CostCalculatorLabels;

/**
 * Our priced plans, as the calculator offers them: one-time prices in year 1, monthly ones twelve
 * times a year. The cost page hands them to the calculator's island as props, written into the page,
 * so the island carries no plan's words (features, descriptions, refund terms).
 */
export const costPlans: CostPlan[] = /* @__PURE__ */ pricingTabs.flatMap((tab) =>
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
