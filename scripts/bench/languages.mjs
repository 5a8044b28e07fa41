// The languages besides English, read from the same list the build script reads (plain Node, no TypeScript).
import { readFileSync } from 'node:fs';

export const translatedLocales = JSON.parse(readFileSync(new URL('../../src/locale/locales.json', import.meta.url), 'utf8'));

/** The pseudo-locale the tests' build adds (src/locale/siteLocales.ts). */
const pseudoLocale = JSON.parse(readFileSync(new URL('../../src/locale/pseudoLocale.json', import.meta.url), 'utf8'));

/**
 * The language of a page's own visitors, from its path ('/es/pricing' → 'es', '/' → 'en-US'). Each
 * page is measured as they see it, with a browser in that language: a browser in another language is
 * offered the page in its own, which needs the page's code at once.
 */
export function visitorLanguage(url) {
  const slug = new URL(url, 'http://x').pathname.split('/')[1];
  return [...translatedLocales, pseudoLocale].find((locale) => locale.slug === slug)?.tag ?? 'en-US';
}
