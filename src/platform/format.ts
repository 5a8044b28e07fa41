/**
 * The BCP 47 tag of a language the site is written in (what `<html lang>` says): 'en', or a `tag` of
 * src/locale/locales.json, so a language is added by its catalog and its entry there alone
 * (README "Adding or changing a language"). 'en-XA' is the pseudo-locale only tests build.
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
export function usd(amount: number, locale: LocaleTag = 'en'): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const text = kept(`usd ${locale} ${digits}`, () => new Intl.NumberFormat(intlTag(locale, 'en-US'), { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: 2 })).format(amount);
  return locale === 'ar' ? `\u2066${text.replace(/\u200f/g, '')}\u2069` : text;
}

/** A plain number as the locale writes it: 1,250 / 1.250 / 1 250. */
export function number(value: number, locale: LocaleTag = 'en', maximumFractionDigits = 2): string {
  return kept(`number ${locale} ${maximumFractionDigits}`, () => new Intl.NumberFormat(intlTag(locale, 'en-US'), { maximumFractionDigits })).format(value);
}

/**
 * '2026-11-24' -> '24 Nov 2026' in English, '24 nov 2026' in Spanish. Read in UTC so the
 * prerendered page and the browser agree whatever the visitor's time zone. English keeps the
 * site's day-month-year with three-letter months (Intl's en-GB now writes 'Sept').
 */
export function shortDate(iso: string, locale: LocaleTag = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (locale === 'en') return `${day} ${kept('month en', () => new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })).format(new Date(Date.UTC(year, month - 1, 1)))} ${year}`;
  const format = kept(`date ${locale}`, () => new Intl.DateTimeFormat(intlTag(locale, 'en'), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * A month's name as the locale writes it, from Intl rather than a list kept by hand: 'September',
 * 'septiembre', 'setembro', 'septembre', 'سبتمبر'. `monthIndex` counts from 0 (January), as Date does.
 * `capitalised` upper-cases the first letter for a language that writes months in lower case but
 * shows one standing alone as a label; the caller says why it needs it.
 */
export function monthName(locale: LocaleTag, monthIndex: number, { capitalised = false }: { capitalised?: boolean } = {}): string {
  const tag = intlTag(locale, 'en-US');
  const name = kept(`month long ${locale}`, () => new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' })).format(new Date(Date.UTC(2000, monthIndex, 1)));
  return capitalised ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : name;
}

/** The twelve months' names, January first, as `monthName` writes each. */
export function monthNames(locale: LocaleTag, options?: { capitalised?: boolean }): string[] {
  return Array.from({ length: 12 }, (_, index) => monthName(locale, index, options));
}

/** A day of a month, without a year: a date that comes back every year. Months are 1–12. */
export interface MonthDay {
  month: number;
  day: number;
}

/**
 * A day that comes back every year as the locale writes it, from Intl: 'April 15', '15 de abril',
 * '15 avril', '15 أبريل'. French and Portuguese write the 1st as an ordinal ('1er juin', '1º de
 * junho'), which Intl does not: a message that can show the 1st takes `monthName` and the day as a
 * plural with an `=1` case instead (e.g. stateCosts' `delaware.llcDue`).
 */
export function monthDay({ month, day }: MonthDay, locale: LocaleTag = 'en'): string {
  return kept(`month day ${locale}`, () => new Intl.DateTimeFormat(intlTag(locale, 'en-US'), { month: 'long', day: 'numeric', timeZone: 'UTC' })).format(new Date(Date.UTC(2000, month - 1, day)));
}

/** '2024-07' -> 'July 2024', 'julio de 2024', 'juillet 2024', 'يوليو 2024', from Intl. */
export function monthYear(isoMonth: string, locale: LocaleTag = 'en'): string {
  const [year, month] = isoMonth.split('-').map(Number);
  return kept(`month year ${locale}`, () => new Intl.DateTimeFormat(intlTag(locale, 'en-US'), { month: 'long', year: 'numeric', timeZone: 'UTC' })).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * '2025-03-26' -> '26 March 2025', '26 de marzo de 2025', '26 mars 2025', from Intl, with the month
 * in full (for a date inside a sentence; `shortDate` is the one for labels). Read in UTC, as `shortDate`.
 */
export function longDate(iso: string, locale: LocaleTag = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  // English keeps the site's day-month-year ('26 March 2025'), as shortDate does.
  return kept(`long date ${locale}`, () => new Intl.DateTimeFormat(intlTag(locale, 'en-GB'), { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })).format(new Date(Date.UTC(year, month - 1, day)));
}
