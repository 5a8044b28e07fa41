import * as t from 'virtual:messages/progress';
import type { ProgressItem } from '../types/content';

/** Circular progress meters beside the FAQ; each grows by 5 every 50 ms up to maxValue. */
export const progressItems: ProgressItem[] = [
  { id: 1, title: t.filingsApprovedFirstTime, maxValue: 98 },
  { id: 2, title: t.bankAccountsOpenedOnline, maxValue: 89 },
  { id: 3, title: t.clientsRenewing, maxValue: 94 },
];
