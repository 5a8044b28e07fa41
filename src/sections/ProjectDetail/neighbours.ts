/** The entries before and after `id`, wrapping around, so every detail page links on in both directions. */
export function neighbours<T extends { id: number }>(items: readonly T[], id: number): { previous?: T; next?: T } {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1 || items.length < 2) return {};
  return {
    previous: items[(index - 1 + items.length) % items.length],
    next: items[(index + 1) % items.length],
  };
}
