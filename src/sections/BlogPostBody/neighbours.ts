/** The posts before and after one in reading order (by id); none past either end, the list does not wrap. */
export function postNeighbours<T extends { id: number }>(posts: readonly T[], id: number): { previous?: T; next?: T } {
  const ordered = [...posts].sort((a, b) => a.id - b.id);
  const index = ordered.findIndex((post) => post.id === id);
  if (index < 0) return {};
  return { previous: ordered[index - 1], next: ordered[index + 1] };
}
