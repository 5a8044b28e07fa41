import { type MenuGroupId, type MenuPageKey, menuEntries, menuGroups } from '../routeTable';
import type { NavItem } from '../types/content';

/** What a language names in the header's menu: each group, and each page the route table lists. */
export interface MenuLabels {
  groups: Record<MenuGroupId, string>;
  pages: Record<MenuPageKey, string>;
}

/** The header's menu: the route table's groups and pages, in table order, in one language's words. */
export function menuFrom(labels: MenuLabels): NavItem[] {
  return menuGroups.map((group) => ({
    label: labels.groups[group.id],
    to: group.to,
    children: menuEntries.filter((entry) => entry.group === group.id).map((entry) => ({ label: labels.pages[entry.key], to: entry.to })),
  }));
}
