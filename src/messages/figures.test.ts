import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { monthNames } from '../platform/dates';
import { intlTag, usd, type LocaleTag } from '../platform/format';
import * as federalFacts from '../content/federalFacts';

/*
 * "Every figure, price, date, URL, source, id exists once, in language-neutral data; a translation
 * holds only words, with placeholders where values go." A message that types an amount of money, a
 * percentage or one of the figures moved to code (src/content/federalFacts.ts, serviceTerms.ts,
 * stateCosts.ts, pricing.ts) fails here, in any language and however that language writes it.
 * Names with digits (Form 5472, SS-4, 24/7) are words and pass.
 */
const catalogs = path.resolve('src/messages');
const languages = readdirSync(catalogs)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));
const read = (language: string) => JSON.parse(readFileSync(path.join(catalogs, `${language}.json`), 'utf8')) as Record<string, string>;

/** Spaces and marks a language writes between a number and its unit: space, no-break, narrow no-break, LRM/RLM, isolates. */
const gap = '[\\s\\u00a0\\u202f\\u200e\\u200f\\u2066-\\u2069]*';
const amount = '\\d[\\d.,\\s\\u00a0\\u202f]*';
const currency = '(?:US\\$|\\$US|\\$|USD|€|£|dólares?|dollars?|dólar|دولار)';
const scale = '(?:M\\b|K\\b|millones|millón|milhões|milhão|millions?|mil\\b|مليون)';

const figurePatterns: Record<string, RegExp> = {
  'an amount of money': new RegExp(`${currency}${gap}\\d|\\d${gap}${currency}|${amount}${gap}${scale}(?:${gap}(?:de${gap})?${currency})?`, 'u'),
  'a percentage': new RegExp(`\\d${gap}[%٪]`, 'u'),
  'a number of hours': new RegExp(`\\d${gap}(?:-|a|à|إلى)?${gap}\\d*${gap}(?:hours?|horas?|heures?|ساعة|ساعات)`, 'iu'),
  'a number of days': new RegExp(`\\d${gap}(?:-${gap})?(?:days?|business days?|d[ií]as?|dias úteis|jours?|jours ouvrés|يوم|يومًا|أيام)`, 'iu'),
  'a count of mail pieces or users': new RegExp(`\\d${gap}(?:mail pieces?|envíos|correspondências|courriers|قطعة|users?|usuarios|usuários|utilisateurs|مستخدم)`, 'iu'),
};

/**
 * Messages whose day counts are still words, and why: a customer's story ("60-day wire transfers")
 * is an anecdote, not a term of ours; the IRS's own fax estimate ("about 4 business days") and Form
 * 5472's 30/90-day continuation rule are quoted as the IRS words them. Each would move to code if
 * another page ever stated it.
 */
const dayCountsAsWords = new Set(['projects.kodeyard.body.result', 'eligibility.defaults.ein', 'stateCosts.form5472.penaltyNote']);

/**
 * "100 %" where English says "fully" ("Banca 100% en línea" for "Full Online Banking") is the
 * language's word for it, not a figure: allowed where the English message has no number at all.
 */
const fullyAsWords = (message: string, english: string | undefined) =>
  english !== undefined &&
  !/\d|\{/.test(english) &&
  /(^|\D)100[\s\u00a0\u202f\u200e]*%/u.test(message) &&
  !/\d[\s\u00a0\u202f\u200e]*%/u.test(message.replace(/(^|\D)100[\s\u00a0\u202f\u200e]*%/gu, '$1'));

export function figuresIn(catalog: Record<string, string>, english: Record<string, string> = {}): string[] {
  const found: string[] = [];
  for (const [key, message] of Object.entries(catalog))
    for (const [what, pattern] of Object.entries(figurePatterns)) {
      if (what === 'a number of days' && dayCountsAsWords.has(key)) continue;
      if (what === 'a percentage' && fullyAsWords(message, english[key])) continue;
      const match = message.match(pattern);
      if (match) found.push(`${key} has ${what}: "${match[0]}"`);
    }
  return found;
}

describe('no figure is typed inside a message', () => {
  it.each(languages)('%s', (language) => {
    expect(figuresIn(read(language), read('en'))).toEqual([]);
  });

  it('catches each way a language writes one', () => {
    const samples = [
      '$5000',
      '$5,000',
      '5000 US$',
      'US$ 5.000',
      'US$\u00a05.000',
      '5 000 $US',
      '5\u202f000\u00a0$US',
      '\u20665,000 US$\u2069',
      '$2.47M',
      '2,47 millones de US$',
      'US$ 2,47 milhões',
      '2,47 millions de dollars US',
      '1.5%',
      '1,5\u202f%',
      '21 %',
      '14 días',
      '14 days',
      '10 business days',
      '10 jours ouvrés',
      '14 يومًا',
      '24 hours',
      '24-48 hours',
      '24 à 48 heures',
      '100 mail pieces',
      '3 usuarios',
    ];
    for (const sample of samples) expect(figuresIn({ sample }), sample).not.toEqual([]);
    expect(figuresIn({ sample: 'Banca 100% en línea, 1,5% al mes' }, { sample: 'Fully online' })).not.toEqual([]);
    expect(figuresIn({ sample: 'Banca 100% en línea' }, { sample: 'Full Online Banking' })).toEqual([]);
    for (const name of ['Form 5472 + pro forma Form 1120', 'Form SS-4', 'W-8BEN', 'Support 24/7', '{days, plural, one {# day} other {# days}}', '{penalty} per form'])
      expect(figuresIn({ name }), name).toEqual([]);
  });
});

/*
 * "Dates come from Intl.DateTimeFormat; no month names are written by hand." A date is a fact in code
 * and a placeholder in the message, filled through src/platform/format.ts, so a message naming a month
 * of its language (Intl's full names from `monthNames`, and its short ones) fails here.
 */
const shortMonthNames = (language: string) =>
  Array.from({ length: 12 }, (_, index) => new Intl.DateTimeFormat(intlTag(language, 'en-US'), { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, index, 1))));

/**
 * Month names that are also everyday words of the language ("you may need"), and short names, which
 * are also names and words ("Jan Mayen", Spanish "mar"): these count only beside a number, as a date
 * writes them ("May 15", "26 Mar 2025", "26 de mar. de 2025").
 */
const monthsAlsoWords: Record<string, string[]> = { en: ['may'] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const notLetter = '[\\p{L}\\p{M}]';
const beside = `[\\s\\u00a0\\u202f,]*(?:de${gap})?`;

export function monthNamesIn(catalog: Record<string, string>, language: string): string[] {
  const anywhere = monthNames(language)
    .map((name) => name.toLowerCase())
    .filter((name) => !monthsAlsoWords[language]?.includes(name));
  const besideNumber = [...shortMonthNames(language).map((name) => name.toLowerCase()), ...(monthsAlsoWords[language] ?? [])];
  const whole = (names: string[]) => `(?<!${notLetter})(?:${names.map(escape).join('|')})(?!${notLetter})`;
  const pattern = new RegExp(`${whole(anywhere)}|\\d${beside}${whole(besideNumber)}|${whole(besideNumber)}${beside}\\d`, 'iu');
  const found: string[] = [];
  for (const [key, message] of Object.entries(catalog)) {
    const match = message.match(pattern);
    if (match) found.push(`${key} names a month: "${match[0]}"`);
  }
  return found;
}

describe('no month is named inside a message', () => {
  it.each(languages)('%s', (language) => {
    expect(monthNamesIn(read(language), language)).toEqual([]);
  });

  it('catches each way a language writes one', () => {
    const samples: Record<string, string[]> = {
      en: ['due April 15', 'each March', 'since July 1, 2024', 'by May 15', '26 Mar 2025', 'Sep 2026'],
      es: ['el 1 de junio', 'cada marzo', '26 mar 2025', 'en julio de 2024'],
      'pt-br': ['1º de junho', 'mês de março', '26 de mar. de 2025', '23 jul. 2024'],
      fr: ['le 1er juin', 'mois de mars', '23 juil. 2024', 'en août'],
      ar: ['15 أبريل', 'كل مارس', 'في يوليو 2024'],
    };
    for (const [language, list] of Object.entries(samples)) for (const sample of list) expect(monthNamesIn({ sample }, language), `${language}: ${sample}`).not.toEqual([]);
    for (const word of ['you may need to register', 'Svalbard and Jan Mayen', 'a mark of {date}', 'Mayen 2024']) expect(monthNamesIn({ word }, 'en'), word).toEqual([]);
    expect(monthNamesIn({ word: 'Mar del Plata' }, 'es')).toEqual([]);
  });
});

/*
 * A fee changed in one place changes in every language: with federalFacts' Form 5472 penalty mocked
 * to another amount, every module that states it, in every language, shows the new amount and never
 * the real one.
 */
describe('the Form 5472 penalty is written once', () => {
  const modules = ['blog', 'eligibility', 'faq', 'home', 'services', 'stateCosts'];
  const changed = 31_337;

  it.each(languages)('every page that states it follows the constant in %s', async (language) => {
    const { vi } = await import('vitest');
    vi.resetModules();
    // A page in a language imports its modules with that language's query (the catalogs' plugin).
    for (const id of ['/src/content/federalFacts.ts', `/src/content/federalFacts.ts?locale=${language}`]) vi.doMock(id, () => ({ ...federalFacts, form5472Penalty: changed }));
    try {
      for (const name of modules) {
        const module = await import(/* @vite-ignore */ `/src/content/${name}.ts?locale=${language}`);
        const text = JSON.stringify(module, (_key, value) => (typeof value === 'function' ? undefined : value));
        expect(text, `${name} in ${language}`).toContain(JSON.stringify(usd(changed, language as LocaleTag)).slice(1, -1));
        expect(text, `${name} in ${language}`).not.toContain(JSON.stringify(usd(federalFacts.form5472Penalty, language as LocaleTag)).slice(1, -1));
      }
    } finally {
      for (const id of ['/src/content/federalFacts.ts', `/src/content/federalFacts.ts?locale=${language}`]) vi.doUnmock(id);
      vi.resetModules();
    }
  });
});
