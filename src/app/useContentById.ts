import { useParams } from 'react-router';

/** The entry whose numeric id is in the URL, or undefined for an unknown or non-numeric id. */
export function useContentById<T extends { id: number }>(items: readonly T[]): T | undefined {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return undefined;
  const wanted = Number.parseInt(id, 10);
  return items.find((item) => item.id === wanted);
}
