import type { LocaleTag } from '../platform/format';
import translated from './locales.json';
import pseudo from './pseudoLocale.json';

export interface SiteLocale {
  /** Path prefix and catalog name: /pt-br/pricing, src/messages/pt-br.json. English has none. */
  slug: string;
  /** What <html lang>, hreflang and Intl take. */
  tag: LocaleTag;
  /** The language's name in that language, for the language menu. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** Open Graph's language_TERRITORY for link previews (Spanish is written for Latin America). */
  ogLocale: string;
}

export const english: SiteLocale = { slug: '', tag: 'en', name: 'English', dir: 'ltr', ogLocale: 'en_US' };

/**
 * Languages besides English (in a JSON file so the build script, plain Node, reads the same list).
 * The tests' build adds the pseudo-locale en-XA (SITE_PSEUDO_LOCALE=1): a sixth language made of
 * nothing but its catalog and this entry, whose accented, longer, bracketed words show any text
 * that skips the catalogs and any layout longer words break (docs/languages.md).
 */
export const translatedLocales = (import.meta.env.SITE_PSEUDO_LOCALE === '1' ? [...translated, pseudo] : translated) as SiteLocale[];

/** The pseudo-locale's entry, for the tests that show it (scripts/site/, the pseudo-locale's story run). */
export const pseudoLocale = pseudo as SiteLocale;

export const siteLocales: SiteLocale[] = [english, ...translatedLocales];
