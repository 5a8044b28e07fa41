/** `count` tiles from `items`, starting again from the first when the list runs out. */
export function galleryTiles<T>(items: readonly T[], count: number): T[] {
  if (items.length === 0) return [];
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => items[index % items.length]);
}
