import { describe, expect, it } from 'vitest';
import { findById } from './useContentById';

const items = [{ id: 1, title: 'One' }, { id: 12, title: 'Twelve' }];

describe('findById', () => {
  it('finds the entry whose id is the URL segment', () => {
    expect(findById(items, '12')?.title).toBe('Twelve');
  });

  it.each(['999', 'abc', '01', '1abc', '', ' 1', '-1', '1.0'])('finds nothing for %j, so the page shows not-found', (id) => {
    expect(findById(items, id)).toBeUndefined();
  });

  it('finds nothing when the route has no id', () => {
    expect(findById(items, undefined)).toBeUndefined();
  });
});
