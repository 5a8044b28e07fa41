/** Duration of a counter whose content gives none (spec: 2 s by default). */
export const defaultCountDurationMs = 2000;

export interface CountRange {
  initialValue: number;
  maxValue: number;
  /** The counter moves in steps of this size. */
  increment: number;
}

/**
 * The number a counter shows `elapsedMs` into a run of `durationMs`: eases out from the initial value,
 * moves in whole steps of `increment`, never passes the maximum and ends exactly on it.
 */
export function countAt({ initialValue, maxValue, increment }: CountRange, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return maxValue;
  if (elapsedMs <= 0) return initialValue;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  const step = increment > 0 ? increment : 1;
  const steps = Math.floor(((maxValue - initialValue) * eased) / step);
  return Math.min(initialValue + steps * step, maxValue);
}
