import type * as en from '../../progress';

/** Medidores circulares junto a las preguntas frecuentes. */
export const progressItems: typeof en.progressItems = [
  { id: 1, title: 'Trámites aprobados a la primera', maxValue: 98 },
  { id: 2, title: 'Cuentas bancarias abiertas en línea', maxValue: 89 },
  { id: 3, title: 'Clientes que renuevan cada año', maxValue: 94 },
];
