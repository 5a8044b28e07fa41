import { describe, expect, it } from 'vitest';
import { countAt } from './countAt';

const projects = { initialValue: 0, maxValue: 276, increment: 1 };

describe('countAt', () => {
  it('starts at the initial value', () => {
    expect(countAt(projects, 0, 3000)).toBe(0);
    expect(countAt({ initialValue: 50, maxValue: 89, increment: 1 }, 0, 2000)).toBe(50);
  });

  it('ends exactly on the maximum when the duration has passed', () => {
    expect(countAt(projects, 3000, 3000)).toBe(276);
    expect(countAt(projects, 9999, 3000)).toBe(276);
  });

  it('rises without ever going back or passing the maximum', () => {
    let last = -1;
    for (let t = 0; t <= 3000; t += 16) {
      const value = countAt(projects, t, 3000);
      expect(value).toBeGreaterThanOrEqual(last);
      expect(value).toBeLessThanOrEqual(276);
      last = value;
    }
  });

  it('is still short of the maximum just before the end', () => {
    expect(countAt(projects, 1500, 3000)).toBeGreaterThan(138);
    expect(countAt(projects, 1500, 3000)).toBeLessThan(276);
  });

  it('moves in whole steps of the increment', () => {
    const range = { initialValue: 30, maxValue: 78, increment: 4 };
    for (let t = 0; t < 2000; t += 50) expect((countAt(range, t, 2000) - 30) % 4).toBe(0);
    expect(countAt(range, 2000, 2000)).toBe(78);
  });

  it('shows the maximum at once when there is no duration', () => {
    expect(countAt(projects, 0, 0)).toBe(276);
  });
});
