import type { ProgressItem } from '../types/content';

/** Circular progress meters beside the FAQ; each grows by 5 every 50 ms up to maxValue. */
export const progressItems: ProgressItem[] = [
  { id: 1, title: 'Filings approved first time', maxValue: 98 },
  { id: 2, title: 'Bank accounts opened online', maxValue: 89 },
  { id: 3, title: 'Clients renewing each year', maxValue: 94 },
];
