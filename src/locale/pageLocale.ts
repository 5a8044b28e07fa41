import { english, type SiteLocale, siteLocales } from './siteLocales';

/**
 * The language of the page: each language is the same site built on its own, under its own path
 * prefix (docs/languages.md), so it is known when the page is built. Storybook and the unit tests
 * run in English unless they say otherwise.
 */
export const pageLocale: SiteLocale = siteLocales.find((locale) => locale.slug === import.meta.env.SITE_LOCALE) ?? english;
