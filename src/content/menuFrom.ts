import { type MenuGroupId, type MenuPageKey, menuEntries, menuGroups } from '../routeTable';
import type { NavItem } from '../types/content';

/** What a language names in the header's menu: each group, and each page the route table lists. */
export interface MenuLabels {
  groups: Record<MenuGroupId, string>;
  pages: Record<MenuPageKey, string>;
}

/**
 * The header's menu: the route table's groups and visitor pages, in table order, in one language's
 * words, each group followed by the entries its content adds (the services under Services). A group
 * that lists only its own page is a plain link.
 */
export function menuFrom(labels: MenuLabels, more: Partial<Record<MenuGroupId, NavItem[]>> = {}): NavItem[] {
  return menuGroups.map((group) => {
    const children = [...menuEntries.filter((entry) => entry.group === group.id).map((entry) => ({ label: labels.pages[entry.key], to: entry.to })), ...(more[group.id] ?? [])];
    const plain = children.length === 0 || (children.length === 1 && children[0].to === group.to);
    return { label: labels.groups[group.id], to: group.to, ...(plain ? {} : { children }) };
  });
}
