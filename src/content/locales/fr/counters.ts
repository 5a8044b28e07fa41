import type * as en from '../../counters';

/** Compteurs animés : 276K en 3 s, 18 ans en 3 s, les autres en 2 s par défaut. */
export const counters: typeof en.counters = [
  { id: 1, title: 'Projets réalisés', initialValue: 0, increment: 1, maxValue: 276, suffix: '\u00a0k', durationMs: 3000 },
  { id: 2, title: 'Années d’expérience', initialValue: 0, increment: 1, maxValue: 18, suffix: '+', durationMs: 3000 },
  { id: 3, title: 'Pays de nos fondateurs', initialValue: 50, increment: 1, maxValue: 89, suffix: '+', durationMs: 2000 },
  { id: 4, title: 'Banques et CPA partenaires', initialValue: 30, increment: 1, maxValue: 78, suffix: '+', durationMs: 2000 },
];
