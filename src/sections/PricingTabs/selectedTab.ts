/** The tab a `?tab=` value names, or the first tab when it is missing or unknown. */
export function resolveTabId<Id extends string>(tabIds: readonly Id[], requested: string | null): Id {
  const match = tabIds.find((id) => id === requested);
  return match ?? tabIds[0];
}
