import { describe, expect, it } from 'vitest';
import { nextProgressValue, progressSteps } from './progressStep';

describe('nextProgressValue', () => {
  it('grows by 5 by default', () => {
    expect(nextProgressValue(0, 89)).toBe(5);
    expect(nextProgressValue(40, 89)).toBe(45);
  });

  it('stops exactly at the maximum', () => {
    expect(nextProgressValue(85, 89)).toBe(89);
    expect(nextProgressValue(89, 89)).toBe(89);
  });

  it('takes another step size', () => {
    expect(nextProgressValue(10, 100, 20)).toBe(30);
  });
});

describe('progressSteps', () => {
  it('runs 0, 5, ... 85 and caps at 89', () => {
    const fives = Array.from({ length: 18 }, (_, index) => index * 5);
    expect(progressSteps(89)).toEqual([...fives, 89]);
    expect(fives.at(-1)).toBe(85);
  });

  it('ends on a multiple of the step without overshooting', () => {
    expect(progressSteps(10)).toEqual([0, 5, 10]);
  });
});
