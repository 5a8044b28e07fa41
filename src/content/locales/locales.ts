import type { LocaleTag } from '../format';

export interface SiteLocale {
  /** Path segment and folder name: /pt-br/pricing, src/content/locales/pt-br/. */
  slug: string;
  /** What <html lang> and Intl take. */
  tag: LocaleTag;
  /** The language's name in that language, for the language menu. */
  name: string;
  dir: 'ltr' | 'rtl';
}

export const english: SiteLocale = { slug: '', tag: 'en', name: 'English', dir: 'ltr' };

/** Languages besides English, each under its own path prefix. */
export const translatedLocales: SiteLocale[] = [
  { slug: 'es', tag: 'es', name: 'Español', dir: 'ltr' },
  { slug: 'pt-br', tag: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { slug: 'fr', tag: 'fr', name: 'Français', dir: 'ltr' },
  { slug: 'ar', tag: 'ar', name: 'العربية', dir: 'rtl' },
];

export const siteLocales: SiteLocale[] = [english, ...translatedLocales];
