import { pseudoLocale, siteLocales } from '../src/locale/siteLocales';

/**
 * The language a story is shown in: the one it pins, else the toolbar's (in the test run, the
 * project's: vitest.config.ts). Plays read words from their translated `args`; this gives them the rest
 * (the language tag a form sends, the direction).
 */
export const storyLocale = (globals: Record<string, unknown>) => [...siteLocales, pseudoLocale].find((l) => (l.slug || 'en') === globals.locale) ?? siteLocales[0];
