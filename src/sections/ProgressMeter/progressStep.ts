/** One tick of a progress meter: up by `step`, never past `max`. */
export function nextProgressValue(value: number, max: number, step = 5): number {
  return Math.min(value + step, max);
}

/** Every value a meter shows on its way from 0 to `max` (0, 5, ... 85, 89 for max 89). */
export function progressSteps(max: number, step = 5): number[] {
  const values = [0];
  while (values[values.length - 1] < max) values.push(nextProgressValue(values[values.length - 1], max, step));
  return values;
}
