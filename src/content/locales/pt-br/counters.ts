import type * as en from '../../counters';

/** Contadores animados. */
export const counters: typeof en.counters = [
  { id: 1, title: 'Projetos concluídos', initialValue: 0, increment: 1, maxValue: 276, suffix: '\u00a0mil', durationMs: 3000 },
  { id: 2, title: 'Anos de experiência', initialValue: 0, increment: 1, maxValue: 18, suffix: '+', durationMs: 3000 },
  { id: 3, title: 'Países de fundadores atendidos', initialValue: 50, increment: 1, maxValue: 89, suffix: '+', durationMs: 2000 },
  { id: 4, title: 'Bancos e CPAs parceiros', initialValue: 30, increment: 1, maxValue: 78, suffix: '+', durationMs: 2000 },
];
