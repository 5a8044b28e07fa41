import { site } from '../content/site';
import { canonicalPath } from './canonicalPath';
import { detailPaths, staticPaths } from './prerenderPaths';

export { canonicalPath };

/** Every page worth indexing, once: light paths and every content id. */
export function indexablePaths() {
  return [...new Set([...staticPaths, ...detailPaths].map(canonicalPath))];
}

export function sitemapXml(lastModified: string) {
  const urls = indexablePaths()
    .map((path) => `  <url><loc>${site.siteUrl}${path}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt() {
  return `User-agent: *\nAllow: /\nDisallow: /rest/\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}
