import { describe, expect, it } from 'vitest';
import { galleryTiles } from './galleryTiles';

describe('galleryTiles', () => {
  it('repeats the list from the start to fill the count', () => {
    expect(galleryTiles([1, 2, 3, 4, 5, 6], 9)).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3]);
  });

  it('takes the first ones when there are more than enough', () => {
    expect(galleryTiles([1, 2, 3, 4, 5, 6], 4)).toEqual([1, 2, 3, 4]);
  });

  it('is empty for an empty list or no count', () => {
    expect(galleryTiles([], 9)).toEqual([]);
    expect(galleryTiles([1], 0)).toEqual([]);
  });
});
