import { pageUrl } from './pageUrl';

/** An inner page's trail as schema.org BreadcrumbList data. */
export function breadcrumbData(trail: { label: string; to: string }[], current: { label: string; path: string }) {
  const items = [...trail.map((c) => ({ name: c.label, path: c.to })), { name: current.label, path: current.path }];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: pageUrl(item.path),
    })),
  };
}
