import * as t from 'virtual:messages/counters';
import type { Counter } from '../types/content';

/** Animated counters. The spec's figures: 276K over 3 s, 18 years over 3 s, others 2 s by default. */
export const counters: Counter[] = [
  { id: 1, title: t.completedProjects, initialValue: 0, increment: 1, maxValue: 276, suffix: t.thousandsSuffix, durationMs: 3000 },
  { id: 2, title: t.yearsOfExperience, initialValue: 0, increment: 1, maxValue: 18, suffix: '+', durationMs: 3000 },
  { id: 3, title: t.countriesServed, initialValue: 50, increment: 1, maxValue: 89, suffix: '+', durationMs: 2000 },
  { id: 4, title: t.partnerBanks, initialValue: 30, increment: 1, maxValue: 78, suffix: '+', durationMs: 2000 },
];
