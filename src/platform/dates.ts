import { intlTag, kept, type LocaleTag } from './format';

/*
 * Dates through Intl, apart from format.ts's amounts and numbers: almost every island formats a number
 * (a message's count, an amount), few a date, and a module shared by islands is copied into each whole
 * (build/fewerIslandFiles.ts). Kept in format.ts, these helpers rode along in every island that counts
 * (measured: the contact form's and the billing switch's islands 0.35-0.45 kB gzip less).
 */

/**
 * A day (months 1–12) as one kept Intl formatter writes it, read in UTC so the prerendered page and
 * the browser agree whatever the visitor's time zone; `english` is the tag English is written in.
 * Every helper below goes through it: one formatter call in the code an island copies, not six.
 */
function utcDate(locale: LocaleTag, english: string, options: Intl.DateTimeFormatOptions, year: number, month: number, day = 1): string {
  const format = kept(`date ${locale} ${english} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlTag(locale, english), { ...options, timeZone: 'UTC' }));
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * '2026-11-24' -> '24 Nov 2026' in English, '24 nov 2026' in Spanish. Read in UTC so the
 * prerendered page and the browser agree whatever the visitor's time zone. English keeps the
 * site's day-month-year with three-letter months (Intl's en-GB now writes 'Sept').
 */
/* @__NO_SIDE_EFFECTS__ */ export function shortDate(iso: string, locale: LocaleTag = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (locale === 'en') return `${day} ${utcDate('en', 'en-US', { month: 'short' }, year, month)} ${year}`;
  return utcDate(locale, 'en', { day: 'numeric', month: 'short', year: 'numeric' }, year, month, day);
}

/**
 * A month's name as the locale writes it, from Intl rather than a list kept by hand: 'September',
 * 'septiembre', 'setembro', 'septembre', 'سبتمبر'. `monthIndex` counts from 0 (January), as Date does.
 * `capitalised` upper-cases the first letter for a language that writes months in lower case but
 * shows one standing alone as a label; the caller says why it needs it.
 */
/* @__NO_SIDE_EFFECTS__ */ export function monthName(locale: LocaleTag, monthIndex: number, { capitalised = false }: { capitalised?: boolean } = {}): string {
  const name = utcDate(locale, 'en-US', { month: 'long' }, 2000, monthIndex + 1);
  return capitalised ? name.charAt(0).toLocaleUpperCase(intlTag(locale, 'en-US')) + name.slice(1) : name;
}

/** The twelve months' names, January first, as `monthName` writes each. */
/* @__NO_SIDE_EFFECTS__ */ export function monthNames(locale: LocaleTag, options?: { capitalised?: boolean }): string[] {
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
/* @__NO_SIDE_EFFECTS__ */ export function monthDay({ month, day }: MonthDay, locale: LocaleTag = 'en'): string {
  return utcDate(locale, 'en-US', { month: 'long', day: 'numeric' }, 2000, month, day);
}

/** '2024-07' -> 'July 2024', 'julio de 2024', 'juillet 2024', 'يوليو 2024', from Intl. */
/* @__NO_SIDE_EFFECTS__ */ export function monthYear(isoMonth: string, locale: LocaleTag = 'en'): string {
  const [year, month] = isoMonth.split('-').map(Number);
  return utcDate(locale, 'en-US', { month: 'long', year: 'numeric' }, year, month);
}

/**
 * '2025-03-26' -> '26 March 2025', '26 de marzo de 2025', '26 mars 2025', from Intl, with the month
 * in full (for a date inside a sentence; `shortDate` is the one for labels). Read in UTC, as `shortDate`.
 */
/* @__NO_SIDE_EFFECTS__ */ export function longDate(iso: string, locale: LocaleTag = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  // English keeps the site's day-month-year ('26 March 2025'), as shortDate does.
  return utcDate(locale, 'en-GB', { month: 'long', day: 'numeric', year: 'numeric' }, year, month, day);
}
