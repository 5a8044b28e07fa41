import { site } from '../content/site';
import { siteLocales } from '../locale/siteLocales';
import { alternates } from '../locale/alternates';
import { localePath } from '../locale/localePath';
import { canonicalPath } from '../platform/canonicalPath';
import { detailPaths, staticPaths } from './prerenderPaths';
import { simplePages } from '../routeTable';

const unindexed = new Set(simplePages.flatMap((row) => ('noindex' in row ? [`/${row.path}`] : [])));

export { canonicalPath };

/**
 * Every content worth indexing, once: the visitor's pages (a layout and a dark twin name theirs as
 * canonical) and every content id, but not the designers' list of layouts.
 */
export function indexablePaths() {
  return [...new Set([...staticPaths, ...detailPaths].map(canonicalPath))].filter((path) => !unindexed.has(path));
}

/** Every page in every language, each listing all its languages (and x-default) as alternates. */
export function sitemapXml(lastModified: string) {
  const urls = indexablePaths().flatMap((path) => {
    const links = alternates(path, site.siteUrl)
      .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}"/>`)
      .join('');
    return siteLocales.map((locale) => `  <url><loc>${site.siteUrl}${localePath(locale, path)}</loc><lastmod>${lastModified}</lastmod>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt() {
  return `User-agent: *\nAllow: /\nDisallow: /rest/\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}
