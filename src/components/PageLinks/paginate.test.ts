import { describe, expect, it } from 'vitest';
import { pageSearch, paginate } from './paginate';

const items = [1, 2, 3, 4, 5, 6];

describe('paginate', () => {
  it('slices the asked page', () => {
    expect(paginate(items, '2', 4)).toEqual({ items: [5, 6], page: 2, pageCount: 2 });
    expect(paginate(items, null, 4)).toEqual({ items: [1, 2, 3, 4], page: 1, pageCount: 2 });
  });

  it('clamps unreadable and out-of-range pages', () => {
    expect(paginate(items, '9', 4).page).toBe(2);
    expect(paginate(items, '0', 4).page).toBe(1);
    expect(paginate(items, 'two', 4).page).toBe(1);
    expect(paginate(items, '-2', 4).page).toBe(1);
    expect(paginate(items, '1.5', 4).page).toBe(1);
  });

  it('starts on page 1 without a value or with one that is not a whole number', () => {
    for (const value of [undefined, '', '2abc', ' 2 x']) expect(paginate(items, value, 4).page).toBe(1);
  });

  it('has one page when everything fits, also when empty', () => {
    expect(paginate(items, '3', 6)).toEqual({ items, page: 1, pageCount: 1 });
    expect(paginate([], '2', 6)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('pageSearch', () => {
  it('sets the page and keeps other parameters', () => {
    expect(pageSearch(new URLSearchParams('tag=llc'), 'page', 2)).toBe('?tag=llc&page=2');
  });

  it('drops the parameter for page 1', () => {
    expect(pageSearch(new URLSearchParams('page=3'), 'page', 1)).toBe('');
    expect(pageSearch(new URLSearchParams('page=3&tag=llc'), 'page', 1)).toBe('?tag=llc');
  });
});
