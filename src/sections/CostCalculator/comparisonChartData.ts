/** What the comparison chart draws: apart from the chart, so its lazily loaded bars can share the type without importing the chart that loads them. */
export interface ComparisonChartData {
  /** State names, cheapest first. */
  states: string[];
  series: { id: 'formation' | 'stateYearly' | 'plan'; label: string; values: number[] }[];
}
