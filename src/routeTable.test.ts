import { describe, expect, it } from 'vitest';
import { detailPaths, prerenderPaths, redirectPaths, staticPaths } from './prerender/prerenderPaths';
import routes from './routes';

interface Entry {
  path?: string;
  index?: boolean;
  children?: Entry[];
}

const flatten = (entries: Entry[]): string[] => entries.flatMap((e) => [...(e.index ? ['/'] : e.path !== undefined ? [`/${e.path}`] : []), ...flatten(e.children ?? [])]);

describe('one route table', () => {
  const routed = flatten(routes as Entry[]);

  it('prerenders every route without a parameter, and nothing that is not a route', () => {
    const plain = routed.filter((path) => !path.includes(':') && path !== '/*');
    expect(new Set([...staticPaths, ...redirectPaths])).toEqual(new Set(plain));
  });

  it('prerenders every detail page under a route with an id', () => {
    const bases = routed.filter((path) => path.endsWith('/:id')).map((path) => path.replace('/:id', ''));
    for (const path of detailPaths) expect(bases).toContain(path.replace(/\/[^/]+$/, ''));
    for (const base of bases)
      expect(
        detailPaths.some((path) => path.startsWith(`${base}/`)),
        base,
      ).toBe(true);
  });

  it('lists each page once', () => {
    const all = prerenderPaths();
    expect(all.length).toBe(new Set(all).size);
  });
});
