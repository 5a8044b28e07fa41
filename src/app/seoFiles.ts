import { site } from '../content/site';
import { detailPaths, staticPaths } from './prerenderPaths';

/** A dark twin is the same page: search engines are pointed at its light path. */
export function canonicalPath(pathname: string) {
  const clean = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  if (clean === '/home-1-dark') return '/';
  return clean.endsWith('-dark') ? clean.slice(0, -'-dark'.length) : clean;
}

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
