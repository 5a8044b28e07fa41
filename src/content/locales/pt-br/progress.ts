import type * as en from '../../progress';

/** Medidores circulares ao lado das perguntas frequentes. */
export const progressItems: typeof en.progressItems = [
  { id: 1, title: 'Registros aprovados na primeira tentativa', maxValue: 98 },
  { id: 2, title: 'Contas bancárias abertas online', maxValue: 89 },
  { id: 3, title: 'Clientes que renovam todo ano', maxValue: 94 },
];
