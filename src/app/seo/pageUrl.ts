import { site } from '../../content/site';
import { localePath } from '../../locale/localePath';
import { pageLocale } from '../../locale/pageLocale';

/**
 * A page of this site as an absolute address in the page's own language: '/pricing' on the Spanish
 * build is 'https://…/es/pricing'. Everything that names a page outside a link (the canonical,
 * og:url, structured data, share links) takes it from here; links inside the site go through
 * SiteLink, which adds the same prefix (src/components/SiteLink, with hrefTo from src/platform/pageAddress.tsx).
 */
export function pageUrl(path: string): string {
  return `${site.siteUrl}${localePath(pageLocale, path)}`;
}
