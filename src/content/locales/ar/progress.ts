import type * as en from '../../progress';

/** Circular progress meters beside the FAQ; each grows by 5 every 50 ms up to maxValue. */
export const progressItems: typeof en.progressItems = [
  { id: 1, title: 'طلبات إيداع قُبلت من المرة الأولى', maxValue: 98 },
  { id: 2, title: 'حسابات بنكية فُتحت عبر الإنترنت', maxValue: 89 },
  { id: 3, title: 'عملاء يجدّدون كل عام', maxValue: 94 },
];
