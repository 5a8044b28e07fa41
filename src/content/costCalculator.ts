import type { CostCalculatorLabels } from '../sections/CostCalculator';
import type { CostFacts, CostPlan } from '../sections/CostCalculator/costMath';
import type { SectionHeading } from '../types/content';
import type { StateCode } from '../types/stateCosts';
import { pricingTabs } from './pricing';
import { monthName, usd } from '../platform/format';
import { plural } from '../locale/plural';
import {
  delawareFranchiseTax,
  factsLastChecked,
  form5472,
  stateCodes,
  stateFacts,
  unconfirmedFigureText,
} from './stateCosts';

/** 'November 24, 2026' from '2026-11-24'. */
export function formatFactDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!month) return String(year);
  if (!day) return `${monthName('en', month - 1)} ${year}`;
  return `${monthName('en', month - 1)} ${day}, ${year}`;
}

/** '1 year' / '3 years'. */
const yearsText = (n: number) => plural('en', n, { one: '1 year', other: (count) => `${count} years` });

/** Our priced plans, as the calculator offers them: one-time prices in year 1, monthly ones twelve times a year. */
export const costPlans: CostPlan[] = pricingTabs.flatMap((tab) =>
  tab.plans
    .filter((plan) => plan.amount !== null && (plan.period === 'one time' || plan.period === '/month'))
    .map((plan) => ({
      id: plan.id,
      label: `${tab.label}: ${plan.name} (${plan.price}${plan.period === 'one time' ? ' one time' : plan.period})`,
      amount: plan.amount as number,
      billing: plan.period === 'one time' ? ('once' as const) : ('monthly' as const),
    })),
);

export const costFacts: CostFacts = {
  states: stateFacts,
  stateOrder: stateCodes,
  delaware: delawareFranchiseTax,
  federal: { smllc: [form5472], mmllc: [], ccorp: [] },
  plans: costPlans,
};

export const costCalculatorHeading: SectionHeading = {
  eyebrow: 'Cost calculator',
  title: 'What your US company costs, year by year',
  text: 'Choose a state, a kind of company and how many years to plan for. Every state fee below links to where it comes from; we check them again before you order.',
};



const stateName = (code: string) => stateFacts[code as StateCode]?.name ?? code;

export const costCalculatorLabels = {
  form: {
    title: 'Your company',
    state: 'State',
    type: 'Company type',
    years: 'Years to plan for',
    plan: 'Add one of our plans',
    noPlan: 'No plan: state and federal costs only',
    yearsOption: (n: number) => yearsText(n),
    delawareTitle: 'For the Delaware franchise tax',
    delawareText: 'A Delaware C-Corp pays franchise tax on its shares or its assets, whichever gives less. Other states ignore these figures.',
    authorizedShares: 'Authorized shares',
    issuedShares: 'Issued shares',
    grossAssets: 'Gross assets (USD)',
    parValue: 'Par value per share (USD)',
    shareLink: 'Link to this result',
  },
  typeNames: {
    smllc: 'Single-member LLC owned from abroad',
    mmllc: 'Multi-member LLC',
    ccorp: 'C-Corp',
  },
  typeNotes: {
    smllc: `Owned from outside the US, it files ${form5472.name} with the IRS every year, even with no US income. There is no government fee, but missing it costs $25,000 per form per year.`,
    mmllc: 'It also files a federal partnership return every year. There is no government fee, so it adds nothing to the figures below; ask us about preparing it.',
    ccorp: 'It also files a federal corporate income tax return every year. There is no government fee, so it adds nothing to the figures below; ask us about preparing it.',
  },
  problems: {
    unknownState: (value: string, fallback: string) => `We have no figures for the state "${value}", so this shows ${stateName(fallback)}.`,
    unknownType: (value: string, fallback: string) => `"${value}" is not a company type we compare, so this shows a ${fallback}.`,
    yearsOutOfRange: (value: string, fallback: string) => `Choose between 1 and 5 years ("${value}" is not one), so this shows ${fallback}.`,
    unknownPlan: (value: string) => `We have no plan "${value}", so no plan is added.`,
    notAWholeNumber: (value: string) => `"${value}" is not a whole number of shares; the last valid figure is used.`,
    notAnAmount: (value: string) => `"${value}" is not an amount in dollars; the last valid figure is used.`,
    tooLarge: (value: string) => `"${value}" is larger than any company this calculator is for; the last valid figure is used.`,
  },
  money: usd,
  unconfirmed: unconfirmedFigureText,
  atLeast: (amount: number) => `at least ${usd(amount)}`,
  yearTable: {
    title: 'Year by year',
    caption: (state: string, type: string, years: number) => `${type} in ${state}, over ${yearsText(years)}`,
    summary: (state: string, type: string, years: number, total: string) =>
      `${type} in ${state}: ${total} over ${yearsText(years)}`,
    year: 'Year',
    yearLabel: (n: number) => `Year ${n}`,
    formation: 'State formation fee',
    stateYearly: 'Yearly state fee or tax',
    federal: 'Federal filings',
    plan: 'Our plan',
    total: 'Total',
    noFiling: 'None due',
    filingFee: (names: string, fee: string) => `${names}: ${fee} fee`,
    firstYearNote:
      'Year 1 is the year you form the company. The first yearly state fee falls due in year 2 in most states (California charges from year 1), and the first federal filing reports on year 1 in year 2.',
  },
  franchiseTax: {
    title: 'Delaware franchise tax',
    text: 'Delaware bills by the Authorized Shares Method; a corporation may pay by the Assumed Par Value Capital Method instead when that gives less.',
    authorizedShares: 'Authorized Shares Method',
    assumedParValue: 'Assumed Par Value Capital Method',
    notUsable: 'Needs at least one issued share',
    lower: 'Lower, the one used here',
    reportFee: (fee: string) => `Plus the ${fee} annual report fee.`,
    capital: (amount: string) => `Assumed par value capital: ${amount}`,
  },
  comparison: {
    title: 'Every state side by side',
    caption: (type: string, years: number) => `${type}, over ${yearsText(years)}, cheapest first`,
    state: 'State',
    formation: 'Formation',
    stateYearly: 'Yearly state fees',
    federal: 'Federal filing fees',
    plan: 'Our plan',
    total: 'Total',
    yourChoice: 'your choice',
    warning: 'warning',
    incompleteNote: 'At least: a figure of this state could not be confirmed; check with the state.',
  },
  chart: {
    title: 'The comparison as a chart',
    description: 'Stacked bars of the total per state, split by kind of cost. The table above lists the same figures.',
    loading: 'Loading the chart…',
    series: { formation: 'State formation fee', stateYearly: 'Yearly state fees', plan: 'Our plan' },
  },
  sources: {
    title: 'Where the figures come from',
    text: `Figures are taken from public secondary sources and were last checked on ${formatFactDate(factsLastChecked)}. States change their fees: check with the state before relying on one. Anything we could not confirm is shown as "${unconfirmedFigureText}".`,
    formation: 'Formation',
    due: 'Due',
    lastChecked: (iso: string) => `last checked ${formatFactDate(iso)}`,
    published: (iso: string) => `page dated ${formatFactDate(iso)}`,
    federal: 'Federal filing',
    delaware: 'Delaware franchise tax',
    penalty: 'Penalty for not filing',
  },
  opensInNewTab: '(opens in a new tab)',
} satisfies CostCalculatorLabels;
