import type { SiteLocale } from './siteLocales';

/** A site path in a language: '/pricing' -> '/es/pricing', '/' -> '/es/'; English keeps it as it is. */
export function localePath(locale: SiteLocale, path: string): string {
  if (!locale.slug) return path;
  return path === '/' ? `/${locale.slug}/` : `/${locale.slug}${path}`;
}
