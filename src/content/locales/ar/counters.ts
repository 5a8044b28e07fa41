import type * as en from '../../counters';

/** Animated counters. The spec's figures: 276K over 3 s, 18 years over 3 s, others 2 s by default. */
export const counters: typeof en.counters = [
  { id: 1, title: 'مشروع مُنجَز', initialValue: 0, increment: 1, maxValue: 276, suffix: '\u00a0ألف', durationMs: 3000 },
  { id: 2, title: 'عامًا من الخبرة', initialValue: 0, increment: 1, maxValue: 18, suffix: '+', durationMs: 3000 },
  { id: 3, title: 'دولة خدمنا مؤسسيها', initialValue: 50, increment: 1, maxValue: 89, suffix: '+', durationMs: 2000 },
  { id: 4, title: 'بنكًا ومحاسبًا قانونيًا شريكًا', initialValue: 30, increment: 1, maxValue: 78, suffix: '+', durationMs: 2000 },
];
