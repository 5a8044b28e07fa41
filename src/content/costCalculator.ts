import t, { tag } from 'virtual:messages/costCalculator';
import pricingWords from 'virtual:messages/pricing';
import type { CostCalculatorLabels } from '../sections/CostCalculator';
import type { CostFacts, CostPlan } from '../sections/CostCalculator/costMath';
import type { SectionHeading } from '../types/content';
import type { StateCode } from '../types/stateCosts';
import { pricingTabs } from './pricing';
import { monthName, usd } from '../platform/format';
import {
  delawareFranchiseTax,
  factsLastChecked,
  form5472,
  stateCodes,
  stateFacts,
  unconfirmedFigureText,
} from './stateCosts';

const money = (amount: number) => usd(amount, tag);

/** 'November 24, 2026' from '2026-11-24' ('November 2026' from '2026-11', '2026' from '2026'). */
export function formatFactDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!month) return String(year);
  if (!day) return t.factDate.month({ month: monthName(tag, month - 1), year: String(year) });
  return t.factDate.day({ month: monthName(tag, month - 1), day, year: String(year) });
}

/** Our priced plans, as the calculator offers them: one-time prices in year 1, monthly ones twelve times a year. */
export const costPlans: CostPlan[] = pricingTabs.flatMap((tab) =>
  tab.plans
    .filter((plan) => plan.amount !== null && (plan.period === pricingWords.period.oneTime || plan.period === pricingWords.period.perMonth))
    .map((plan) => {
      const once = plan.period === pricingWords.period.oneTime;
      const words = { tab: tab.label, plan: plan.name, price: money(plan.amount as number) };
      return {
        id: plan.id,
        label: once ? t.plans.once(words) : t.plans.monthly(words),
        amount: plan.amount as number,
        billing: once ? ('once' as const) : ('monthly' as const),
      };
    }),
);

export const costFacts: CostFacts = {
  states: stateFacts,
  stateOrder: stateCodes,
  delaware: delawareFranchiseTax,
  federal: { smllc: [form5472], mmllc: [], ccorp: [] },
  plans: costPlans,
};

export const costCalculatorHeading: SectionHeading = {
  eyebrow: t.heading.eyebrow,
  title: t.heading.title,
  text: t.heading.text,
};

const stateName = (code: string) => stateFacts[code as StateCode]?.name ?? code;

const form5472Penalty = form5472.penalty?.amount;
if (!form5472Penalty) throw new Error('stateCosts: the Form 5472 penalty is missing');

export const costCalculatorLabels = {
  form: {
    title: t.form.title,
    state: t.form.state,
    type: t.form.type,
    years: t.form.years,
    plan: t.form.plan,
    noPlan: t.form.noPlan,
    yearsOption: (n: number) => t.form.yearsOption({ count: n }),
    delawareTitle: t.form.delawareTitle,
    delawareText: t.form.delawareText,
    authorizedShares: t.form.authorizedShares,
    issuedShares: t.form.issuedShares,
    grossAssets: t.form.grossAssets,
    parValue: t.form.parValue,
    shareLink: t.form.shareLink,
  },
  typeNames: {
    smllc: t.typeNames.smllc,
    mmllc: t.typeNames.mmllc,
    ccorp: t.typeNames.ccorp,
  },
  typeNotes: {
    smllc: t.typeNotes.smllc({ form: form5472.name, penalty: money(form5472Penalty) }),
    mmllc: t.typeNotes.mmllc,
    ccorp: t.typeNotes.ccorp,
  },
  problems: {
    unknownState: (value: string, fallback: string) => t.problems.unknownState({ value, fallback: stateName(fallback) }),
    unknownType: (value: string, fallback: string) => t.problems.unknownType({ value, fallback }),
    yearsOutOfRange: (value: string, fallback: string) => t.problems.yearsOutOfRange({ value, fallback }),
    unknownPlan: (value: string) => t.problems.unknownPlan({ value }),
    notAWholeNumber: (value: string) => t.problems.notAWholeNumber({ value }),
    notAnAmount: (value: string) => t.problems.notAnAmount({ value }),
    tooLarge: (value: string) => t.problems.tooLarge({ value }),
  },
  money,
  unconfirmed: unconfirmedFigureText,
  atLeast: (amount: number) => t.atLeast({ amount: money(amount) }),
  yearTable: {
    title: t.yearTable.title,
    caption: (state: string, type: string, years: number) => t.yearTable.caption({ state, type, count: years }),
    summary: (state: string, type: string, years: number, total: string) => t.yearTable.summary({ state, type, total, count: years }),
    year: t.yearTable.year,
    yearLabel: (n: number) => t.yearTable.yearLabel({ n: String(n) }),
    formation: t.yearTable.formation,
    stateYearly: t.yearTable.stateYearly,
    federal: t.yearTable.federal,
    plan: t.yearTable.plan,
    total: t.yearTable.total,
    noFiling: t.yearTable.noFiling,
    filingFee: (names: string, fee: string) => t.yearTable.filingFee({ names, fee }),
    firstYearNote: t.yearTable.firstYearNote,
  },
  franchiseTax: {
    title: t.franchiseTax.title,
    text: t.franchiseTax.text,
    authorizedShares: t.franchiseTax.authorizedShares,
    assumedParValue: t.franchiseTax.assumedParValue,
    notUsable: t.franchiseTax.notUsable,
    lower: t.franchiseTax.lower,
    reportFee: (fee: string) => t.franchiseTax.reportFee({ fee }),
    capital: (amount: string) => t.franchiseTax.capital({ amount }),
  },
  comparison: {
    title: t.comparison.title,
    caption: (type: string, years: number) => t.comparison.caption({ type, count: years }),
    state: t.comparison.state,
    formation: t.comparison.formation,
    stateYearly: t.comparison.stateYearly,
    federal: t.comparison.federal,
    plan: t.comparison.plan,
    total: t.comparison.total,
    yourChoice: t.comparison.yourChoice,
    warning: t.comparison.warning,
    incompleteNote: t.comparison.incompleteNote,
  },
  chart: {
    title: t.chart.title,
    description: t.chart.description,
    loading: t.chart.loading,
    series: { formation: t.chart.series.formation, stateYearly: t.chart.series.stateYearly, plan: t.chart.series.plan },
  },
  sources: {
    title: t.sources.title,
    text: t.sources.text({ date: formatFactDate(factsLastChecked), unconfirmed: unconfirmedFigureText }),
    formation: t.sources.formation,
    due: t.sources.due,
    lastChecked: (iso: string) => t.sources.lastChecked({ date: formatFactDate(iso) }),
    published: (iso: string) => t.sources.published({ date: formatFactDate(iso) }),
    federal: t.sources.federal,
    delaware: t.sources.delaware,
    penalty: t.sources.penalty,
  },
  opensInNewTab: t.opensInNewTab,
} satisfies CostCalculatorLabels;
