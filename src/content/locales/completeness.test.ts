import { describe, expect, it } from 'vitest';
import { translatedLocales } from '../../locale/siteLocales';

/*
 * Every translation mirrors its English module: the same exports, keys and list lengths, the same
 * numbers, links, ids and dates. Only words may differ, so a price or a source cannot drift in one
 * language, and a label added in English fails here until every language has it.
 */
const english = import.meta.glob<Record<string, unknown>>(['../*.ts', '!../*.test.ts'], { eager: true });
const translations = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./**/*.test.ts'], { eager: true });

const moduleName = (path: string) => path.split('/').pop()!.replace(/\.ts$/, '');

/*
 * Values that are data, not words: links, paths, e-mail addresses, ISO dates and lowercase ids
 * ('formation-llc', 'monthly', 'video/mp4'). A period such as '/month' and the word 'warning' are read, not followed.
 */
const wordsDespiteLooks = new Set(['period', 'warning']);
const isData = (value: string, key: string) =>
  !wordsDespiteLooks.has(key) &&
  (/^(https?:|mailto:|tel:|#)/.test(value) ||
    /^[^\s@]+@[^\s@]+$/.test(value) ||
    /^\d{4}(-\d{2}){0,2}$/.test(value) ||
    /^\/\S*$/.test(value) ||
    /^[a-z][a-z0-9]*([-_./][a-z0-9]+)*$/.test(value));

/** Whether a module holds anything a visitor reads (so it needs a translation). */
function hasProse(value: unknown, key = '', seen = new Set<unknown>()): boolean {
  if (typeof value === 'string') return /\p{L}/u.test(value) && !isData(value, key);
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  return Object.entries(value).some(([k, v]) => hasProse(v, Array.isArray(value) ? key : k, seen));
}

/** Figures measured from a language's own words (the widths its header needs): same keys, own values. */
const measuredFromWords = new Set(['headerFits']);

/** Where `translated` departs from `source` other than in prose, as readable paths. */
function differences(source: unknown, translated: unknown, path: string, out: string[], key = '') {
  if (measuredFromWords.has(key) && source !== null && typeof source === 'object') {
    const own = translated !== null && typeof translated === 'object' ? translated : {};
    if (Object.keys(own).sort().join() !== Object.keys(source).sort().join()) out.push(`${path}: expected the keys ${Object.keys(source).join(', ')}`);
    for (const [k, v] of Object.entries(own)) if (v !== null && typeof v !== 'number') out.push(`${path}.${k}: expected a number or null`);
    return;
  }
  if (typeof source === 'string') {
    if (typeof translated !== 'string') out.push(`${path}: expected text`);
    else if (isData(source, key) && source !== translated) out.push(`${path}: ${JSON.stringify(translated)} should stay ${JSON.stringify(source)}`);
    return;
  }
  if (typeof source === 'function') {
    if (typeof translated !== 'function') out.push(`${path}: expected a function`);
    else if (translated.length !== source.length) out.push(`${path}: takes ${translated.length} arguments, English takes ${source.length}`);
    return;
  }
  if (source === null || typeof source !== 'object') {
    if (!Object.is(source, translated)) out.push(`${path}: ${JSON.stringify(translated)} should stay ${JSON.stringify(source)}`);
    return;
  }
  if (translated === null || typeof translated !== 'object') {
    out.push(`${path}: missing`);
    return;
  }
  if (Array.isArray(source) !== Array.isArray(translated)) out.push(`${path}: expected ${Array.isArray(source) ? 'a list' : 'an object'}`);
  const a = Object.keys(source);
  const b = Object.keys(translated);
  for (const key of a) if (!b.includes(key)) out.push(`${path}.${key}: missing`);
  for (const key of b) if (!a.includes(key)) out.push(`${path}.${key}: not in English`);
  for (const k of a) {
    if (b.includes(k)) differences((source as Record<string, unknown>)[k], (translated as Record<string, unknown>)[k], `${path}.${k}`, out, Array.isArray(source) ? key : k);
  }
}

// A module whose words come from the message catalogs (src/messages/) has no translation file here.
const sources = import.meta.glob<string>(['../*.ts', '!../*.test.ts'], { eager: true, query: '?raw', import: 'default' });
const fromCatalogs = (path: string) => sources[path].includes("from 'virtual:messages/");
const englishModules = Object.entries(english)
  .filter(([path]) => !fromCatalogs(path))
  .map(([path, exports]) => ({ name: moduleName(path), exports }));
// env.ts holds build settings read from the environment; brands.ts only the brands' own names;
// siteFacts.ts the brand's facts (its US postal address reads as the post office writes it).
const languageNeutral = new Set(['env', 'brands', 'siteFacts']);
const needsTranslation = englishModules.filter((m) => !languageNeutral.has(m.name) && hasProse(m.exports));

describe.each(translatedLocales)('the $name translation', ({ slug }) => {
  const own = Object.entries(translations).filter(([path]) => path.startsWith(`./${slug}/`));
  const byName = new Map(own.map(([path, exports]) => [moduleName(path), exports]));

  it('translates every English module that has text, and nothing else', () => {
    expect([...byName.keys()].sort()).toEqual(needsTranslation.map((m) => m.name).sort());
  });

  it.each(needsTranslation.map((m) => [m.name, m.exports] as const))('%s mirrors English except in its prose', (name, exports) => {
    const out: string[] = [];
    differences(exports, byName.get(name), name, out);
    expect(out).toEqual([]);
  });
});
