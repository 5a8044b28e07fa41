/**
 * The BCP 47 tag of a language the site is written in (what `<html lang>` says): 'en', or a `tag` of
 * src/locale/locales.json, so a language is added by its catalog and its entry there alone
 * (docs/languages.md). 'en-XA' is the pseudo-locale only tests build.
 */
export type LocaleTag = string;

/*
 * The tag handed to Intl. Arabic is pinned to Western digits: engines disagree on the default
 * numbering system for plain 'ar', and the prerendered page and the browser must print the same
 * text. Amounts are US dollars, which founders read in Western digits on their bank statements.
 */
export const intlTag = (locale: LocaleTag, english = 'en') => (locale === 'en' || locale === 'en-XA' ? english : locale === 'ar' ? 'ar-u-nu-latn' : locale);

/*
 * Intl's formatters (and plural rules, src/locale/messageRuntime.ts) are made once per locale and options and kept: making one costs far more than
 * using it, and the cost calculator formats several hundred amounts when it comes alive (about 60 ms
 * of a phone's main thread at 4x CPU when each call made its own).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
export function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount in US dollars as the locale writes it: '$6,900' in English, '6900 US$' in Spanish. In
 * Arabic the amount is isolated (U+2066 … U+2069), or the bidirectional algorithm would split
 * '5,000 US$' around the dollar sign inside right-to-left text and show '$US 5,000'.
 */
/* @__NO_SIDE_EFFECTS__ */ export function usd(amount: number, locale: LocaleTag = 'en'): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const text = kept(
    `usd ${locale} ${digits}`,
    () => new Intl.NumberFormat(intlTag(locale, 'en-US'), { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: 2 }),
  ).format(amount);
  return locale === 'ar' ? `\u2066${text.replace(/\u200f/g, '')}\u2069` : text;
}

/** A plain number as the locale writes it: 1,250 / 1.250 / 1 250. */
/* @__NO_SIDE_EFFECTS__ */ export function number(value: number, locale: LocaleTag = 'en', maximumFractionDigits = 2): string {
  return kept(`number ${locale} ${maximumFractionDigits}`, () => new Intl.NumberFormat(intlTag(locale, 'en-US'), { maximumFractionDigits })).format(value);
}
