import * as t from 'virtual:messages/pages';
import type { LayoutGroup, LayoutIndexProps } from '../sections/LayoutIndex';
import { layoutEntries, rowOf } from '../routeTable';
import { layoutNames } from './navigation';
import { pages } from './pages';
import { shellLabels } from './shellLabels';

/** The visitor's page a layout shows (its own path when it is one), named by its page title. */
function visitorPage(path: string): { label: string; to: string } {
  const row = rowOf(path);
  const label = path === '/' || !row || !('page' in row) ? shellLabels.common.home : pages[row.page].title;
  return { label, to: path };
}

/** /layouts: every layout of the route table, grouped under the visitor's page it lays out. */
export const layoutGroups: LayoutGroup[] = Object.values(
  layoutEntries.reduce<Record<string, LayoutGroup>>((groups, entry) => {
    const primary = entry.of ?? entry.to;
    const group = (groups[primary] ??= { page: visitorPage(primary), layouts: [] });
    group.layouts.push({ label: layoutNames[entry.key], to: entry.to });
    return groups;
  }, {}),
);

export const layoutIndexLabels: LayoutIndexProps['labels'] = {
  layoutOf: (page) => t.layouts_layoutOf({ page }),
  visitorPage: t.layouts_visitorPage,
};
