import { data } from 'react-router';

/** The entry whose id is exactly the URL's `:id` ('1', not '01' or '1abc'), or undefined. */
export function findById<T extends { id: number }>(items: readonly T[], id: string | undefined): T | undefined {
  return items.find((item) => String(item.id) === id);
}

/**
 * For a detail page's loader: its entry, looked up once for the page and its `meta`. Any other id
 * is a 404, which the root's error boundary shows as the not-found page.
 */
export function entryById<T extends { id: number }>(items: readonly T[], id: string | undefined): T {
  const entry = findById(items, id);
  if (!entry) throw data(`No entry ${id}`, { status: 404 });
  return entry;
}
