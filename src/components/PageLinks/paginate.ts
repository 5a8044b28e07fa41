export interface PageSlice<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
}

/** One page of a list from a `?page=` value; anything unreadable or out of range lands on the nearest real page. */
export function paginate<T>(items: readonly T[], pageParam: string | null | undefined, pageSize: number): PageSlice<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const text = pageParam?.trim() ?? '';
  const asked = /^\d+$/.test(text) ? Number.parseInt(text, 10) : 1;
  const page = Math.min(Math.max(asked, 1), pageCount);
  return { items: items.slice((page - 1) * size, page * size), page, pageCount };
}

/** The query for page `page`, keeping the rest of `params`; page 1 is the bare URL. */
export function pageSearch(params: URLSearchParams, name: string, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(name);
  else next.set(name, String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}
