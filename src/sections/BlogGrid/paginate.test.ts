import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';

const six = [1, 2, 3, 4, 5, 6];

describe('paginate', () => {
  it('slices the requested page', () => {
    expect(paginate(six, '1', 4)).toEqual({ items: [1, 2, 3, 4], page: 1, pageCount: 2 });
    expect(paginate(six, '2', 4)).toEqual({ items: [5, 6], page: 2, pageCount: 2 });
  });

  it('starts on page 1 without or with an unreadable value', () => {
    for (const value of [null, undefined, '', 'two', '-1', '1.5', '2abc']) {
      expect(paginate(six, value, 4).page).toBe(1);
    }
  });

  it('clamps past the last page', () => {
    expect(paginate(six, '99', 2)).toEqual({ items: [5, 6], page: 3, pageCount: 3 });
    expect(paginate(six, '0', 2).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], '3', 4)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
