import { describe, expect, it } from 'vitest';
import { neighbours } from './neighbours';

const items = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('neighbours', () => {
  it('gives the entries on either side', () => {
    expect(neighbours(items, 2)).toEqual({ previous: { id: 1 }, next: { id: 3 } });
  });

  it('wraps around at both ends', () => {
    expect(neighbours(items, 1)).toEqual({ previous: { id: 3 }, next: { id: 2 } });
    expect(neighbours(items, 3)).toEqual({ previous: { id: 2 }, next: { id: 1 } });
  });

  it('has none for an unknown id or a single entry', () => {
    expect(neighbours(items, 9)).toEqual({});
    expect(neighbours([{ id: 1 }], 1)).toEqual({});
  });
});
