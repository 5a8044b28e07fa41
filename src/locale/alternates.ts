import { siteLocales } from './siteLocales';
import { localePath } from './localePath';

/**
 * The same page in every language, for `<link rel="alternate" hreflang>` and the language menu:
 * `path` is the page's path within a language ('/pricing'), `siteUrl` the origin ('' for links
 * on the site itself). English is also the `x-default`, the page for anyone else.
 */
export function alternates(path: string, siteUrl = '') {
  return [...siteLocales.map((locale) => ({ locale, hrefLang: locale.tag, href: `${siteUrl}${localePath(locale, path)}` })), { locale: null, hrefLang: 'x-default', href: `${siteUrl}${path}` }];
}
