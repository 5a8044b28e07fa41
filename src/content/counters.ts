import type { Counter } from '../types/content';

/** Animated counters. The spec's figures: 276K over 3 s, 18 years over 3 s, others 2 s by default. */
export const counters: Counter[] = [
  { id: 1, title: 'Completed Projects', initialValue: 0, increment: 1, maxValue: 276, suffix: 'K', durationMs: 3000 },
  { id: 2, title: 'Years of Experience', initialValue: 0, increment: 1, maxValue: 18, suffix: '+', durationMs: 3000 },
  { id: 3, title: 'Founder Countries Served', initialValue: 50, increment: 1, maxValue: 89, suffix: '+', durationMs: 2000 },
  { id: 4, title: 'Partner Banks & CPAs', initialValue: 30, increment: 1, maxValue: 78, suffix: '+', durationMs: 2000 },
];
