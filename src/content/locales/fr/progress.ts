import type * as en from '../../progress';

/** Jauges circulaires à côté de la FAQ. */
export const progressItems: typeof en.progressItems = [
  { id: 1, title: 'Dépôts approuvés du premier coup', maxValue: 98 },
  { id: 2, title: 'Comptes bancaires ouverts en ligne', maxValue: 89 },
  { id: 3, title: 'Clients qui renouvellent chaque année', maxValue: 94 },
];
