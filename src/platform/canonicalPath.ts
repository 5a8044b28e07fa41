import { primaryPath } from '../routeTable';
import { lightPath } from './lightPath';

export { lightPath };

/**
 * The address search engines are pointed at for a page: a dark twin's light path, and for a layout
 * the visitor's page it lays out (routeTable.ts's `layoutOf`), so one content has one canonical.
 * The language menu and the hreflang alternates name the page itself in each language (lightPath).
 * Kept apart from src/prerender/seoFiles.ts, whose route list pulls in every content module: the
 * root layout needs only this.
 */
export function canonicalPath(pathname: string) {
  return primaryPath(lightPath(pathname));
}
