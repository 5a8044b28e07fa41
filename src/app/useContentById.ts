import { useParams } from 'react-router';

/** The entry whose id is exactly the URL's `:id` ('1', not '01' or '1abc'), or undefined. */
export function findById<T extends { id: number }>(items: readonly T[], id: string | undefined): T | undefined {
  return items.find((item) => String(item.id) === id);
}

export function useContentById<T extends { id: number }>(items: readonly T[]): T | undefined {
  const { id } = useParams();
  return findById(items, id);
}
