import type { LocaleTag } from '../platform/format';
import translated from './locales.json';

export interface SiteLocale {
  /** Path prefix and folder name: /pt-br/pricing, src/content/locales/pt-br/. English has none. */
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

/** Languages besides English (in a JSON file so the build script, plain Node, reads the same list). */
export const translatedLocales = translated as SiteLocale[];

export const siteLocales: SiteLocale[] = [english, ...translatedLocales];
