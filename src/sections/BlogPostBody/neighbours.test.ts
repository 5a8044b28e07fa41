import { describe, expect, it } from 'vitest';
import { postNeighbours } from './neighbours';

const posts = [{ id: 3 }, { id: 1 }, { id: 2 }];

describe('postNeighbours', () => {
  it('finds the posts either side by id, whatever the list order', () => {
    expect(postNeighbours(posts, 2)).toEqual({ previous: { id: 1 }, next: { id: 3 } });
  });

  it('has no previous post for the first and no next post for the last', () => {
    expect(postNeighbours(posts, 1)).toEqual({ previous: undefined, next: { id: 2 } });
    expect(postNeighbours(posts, 3)).toEqual({ previous: { id: 2 }, next: undefined });
  });

  it('has neither for an unknown id or a single post', () => {
    expect(postNeighbours(posts, 9)).toEqual({});
    expect(postNeighbours([{ id: 1 }], 1)).toEqual({ previous: undefined, next: undefined });
  });
});
