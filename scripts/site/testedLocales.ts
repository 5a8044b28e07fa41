import { pseudoLocale, siteLocales, translatedLocales } from '../../src/locale/siteLocales';

/** The languages of the site under test: the site's, and the pseudo-locale globalSetup.ts builds it with. */
export const testedLocales = [...siteLocales, pseudoLocale];
export const testedTranslations = [...translatedLocales, pseudoLocale];
