import { describe, expect, it } from 'vitest';
import { translatedLocales } from './locales';

/*
 * Every translation mirrors its English module: the same exports, keys and list lengths, the same
 * numbers, links, ids and dates. Only prose may differ, so a price or a source cannot drift in one
 * language, and a label added in English fails here until every language has it.
 */
const english = import.meta.glob<Record<string, unknown>>(['../*.ts', '!../*.test.ts'], { eager: true });
const translations = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./**/*.test.ts'], { eager: true });

const moduleName = (path: string) => path.split('/').pop()!.replace(/\.ts$/, '');

/** Text a visitor reads: has a letter and a space, and is not a link or path. */
const isProse = (value: string) => /\p{L}/u.test(value) && /\s/.test(value) && !/^(https?:|mailto:|tel:|\/)/.test(value);

function hasProse(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === 'string') return isProse(value);
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((v) => hasProse(v, seen));
}

/** Where `translated` departs from `source` other than in prose, as readable paths. */
function differences(source: unknown, translated: unknown, path: string, out: string[]) {
  if (typeof source === 'string') {
    if (typeof translated !== 'string') out.push(`${path}: expected text`);
    else if (!isProse(source) && source !== translated) out.push(`${path}: ${JSON.stringify(translated)} should stay ${JSON.stringify(source)}`);
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
  for (const key of a) if (b.includes(key)) differences((source as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${path}.${key}`, out);
}

const englishModules = Object.entries(english).map(([path, exports]) => ({ name: moduleName(path), exports }));
// env.ts holds build settings read from the environment, not words.
const needsTranslation = englishModules.filter((m) => m.name !== 'env' && hasProse(m.exports));

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
