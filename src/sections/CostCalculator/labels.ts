import type { CompanyType } from './costMath';
import type { CostInputProblem } from './costQuery';

/** Every word the cost calculator shows, from the page's content. */
export interface CostCalculatorLabels {
  /** The form: its heading, the four select labels and options, and the Delaware share fields. */
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
  /** Each kind of company's name, in its select and in the summary and table captions. */
  typeNames: Record<CompanyType, string>;
  /** What else a kind of company files, shown under the form. */
  typeNotes: Record<CompanyType, string>;
  /** Messages next to a field whose value was not used: the value given and what is shown instead. */
  problems: Record<CostInputProblem, (value: string, fallback: string) => string>;
  /** The launch plan for the chosen state and kind: a sentence and its link (both go into its address). */
  planLink?: { label: string; text: string; to: string };
  /** Writes an amount in US dollars the page's language's way ('$1,310'). */
  money: (amount: number) => string;
  /** Shown for a figure that could not be confirmed. */
  unconfirmed: string;
  /** A total that leaves out an unconfirmed figure ('at least $870'). */
  atLeast: (amount: number) => string;
  /** The year-by-year table of the chosen state: heading, caption, summary line, columns, notes. */
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
  /** The Delaware C-Corp panel: its two franchise tax methods, the lower one marked, and the report fee. */
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
  /** The every-state table, cheapest first: heading, caption, columns and the chosen and warning marks. */
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
  /** The stacked-bar chart: heading, caption, the line shown while it loads and the bar names. */
  chart: {
    title: string;
    description: string;
    loading: string;
    series: { formation: string; stateYearly: string; plan: string };
  };
  /** The sources list under the chart: heading, intro, and how each figure's source and date are worded. */
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
  /** Said to screen readers after each source link ('(opens in a new tab)'). */
  opensInNewTab: string;
}
