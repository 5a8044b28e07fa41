import { createMemoryRouter, isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { entryById, findById } from './contentEntry';

const items = [
  { id: 1, title: 'One' },
  { id: 12, title: 'Twelve' },
];

describe('findById', () => {
  it('finds the entry whose id is the URL segment', () => {
    expect(findById(items, '12')?.title).toBe('Twelve');
  });

  it.each(['999', 'abc', '01', '1abc', '', ' 1', '-1', '1.0'])('finds nothing for %j', (id) => {
    expect(findById(items, id)).toBeUndefined();
  });

  it('finds nothing when the route has no id', () => {
    expect(findById(items, undefined)).toBeUndefined();
  });
});

describe('entryById, in a detail page loader', () => {
  /** What the route's error boundary receives after loading `path`, or its data when it loads. */
  async function load(path: string) {
    const router = createMemoryRouter([{ id: 'detail', path: '/detail/:id', loader: ({ params }) => entryById(items, params.id), element: null }], {
      initialEntries: [path],
    });
    await router.initialize();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { errors, loaderData } = router.state;
    router.dispose();
    return { error: errors?.detail, data: loaderData.detail };
  }

  it('hands the page its entry', async () => {
    expect((await load('/detail/12')).data).toEqual({ id: 12, title: 'Twelve' });
  });

  it.each(['999', 'abc', '01'])('answers %j with a 404, which the root shows as the not-found page', async (id) => {
    const { error } = await load(`/detail/${id}`);
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });
});
