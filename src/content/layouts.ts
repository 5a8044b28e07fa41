import * as t from 'virtual:messages/pages';
import type { LayoutGroup, LayoutIndexProps } from '../sections/LayoutIndex';
import { detailRoutes, homeVariants, layoutEntries, simplePages } from '../routeTable';
import { layoutNames } from './navigation';
import { pages } from './pages';
import { shellLabels } from './shellLabels';

/** The visitor's page a layout shows (its own path when it is one), named by its page title. */
function visitorPage(path: string): { label: string; to: string } {
  if (path === '/') return { label: shellLabels.common.home, to: '/' };
  const [, first = ''] = /^\/([^/]*)/.exec(path) ?? [];
  const row = [...simplePages, ...detailRoutes].find((candidate) => ('path' in candidate ? candidate.path : candidate.base) === first);
  return { label: row && 'page' in row ? pages[row.page].title : (homeVariants.find((v) => v.path === first)?.id ?? path), to: path };
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
