import type { CompanyType } from './costMath';
import type { CostInputProblem } from './costQuery';

/** Every word the cost calculator shows, from the page's content. */
export interface CostCalculatorLabels {
  form: {
    title: string;
    state: string;
    type: string;
    years: string;
    plan: string;
    noPlan: string;
    yearsOption: (n: number) => string;
    delawareTitle: string;
    delawareText: string;
    authorizedShares: string;
    issuedShares: string;
    grossAssets: string;
    parValue: string;
    shareLink: string;
  };
  typeNames: Record<CompanyType, string>;
  /** What else a kind of company files, shown under the form. */
  typeNotes: Record<CompanyType, string>;
  /** Messages next to a field whose value was not used: the value given and what is shown instead. */
  problems: Record<CostInputProblem, (value: string, fallback: string) => string>;
  money: (amount: number) => string;
  /** Shown for a figure that could not be confirmed. */
  unconfirmed: string;
  atLeast: (amount: number) => string;
  yearTable: {
    title: string;
    caption: (state: string, type: string, years: number) => string;
    /** One line with the total, announced when it changes. */
    summary: (state: string, type: string, years: number, total: string) => string;
    year: string;
    yearLabel: (n: number) => string;
    formation: string;
    stateYearly: string;
    federal: string;
    plan: string;
    total: string;
    noFiling: string;
    filingFee: (names: string, fee: string) => string;
    firstYearNote: string;
  };
  franchiseTax: {
    title: string;
    text: string;
    authorizedShares: string;
    assumedParValue: string;
    notUsable: string;
    lower: string;
    reportFee: (fee: string) => string;
    capital: (amount: string) => string;
  };
  comparison: {
    title: string;
    caption: (type: string, years: number) => string;
    state: string;
    formation: string;
    stateYearly: string;
    federal: string;
    plan: string;
    total: string;
    yourChoice: string;
    warning: string;
    incompleteNote: string;
  };
  chart: {
    title: string;
    description: string;
    loading: string;
    series: { formation: string; stateYearly: string; plan: string };
  };
  sources: {
    title: string;
    text: string;
    formation: string;
    due: string;
    lastChecked: (iso: string) => string;
    published: (iso: string) => string;
    federal: string;
    delaware: string;
    penalty: string;
  };
  opensInNewTab: string;
}
