import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The catalogs are checked by FormatJS's own tool, `formatjs verify`: every language has exactly
 * English's messages (none missing, none extra), each is well-formed ICU MessageFormat, and each has
 * the same placeholders, plurals and selects as English. A translation service's output passes here
 * or names the message that does not.
 */
const catalogs = path.resolve('src/messages');
const cli = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');
type Catalog = Record<string, string>;

function verify(folder: string) {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(folder, name));
  const run = spawnSync(process.execPath, [cli, 'verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', ...files], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const read = (language: string) => JSON.parse(readFileSync(path.join(catalogs, `${language}.json`), 'utf8')) as Catalog;

it('every language has exactly the English messages, well-formed, with the same placeholders (formatjs verify)', () => {
  const files = readdirSync(catalogs).filter((name) => name.endsWith('.json'));
  expect(files.sort()).toEqual(['ar.json', 'en.json', 'es.json', 'fr.json', 'pt-br.json']);
  expect(verify(catalogs)).toEqual({ status: 0, output: '' });
});

describe('the check fails a Spanish catalog with', () => {
  const spanish = read('es');
  const withPlaceholder = Object.keys(spanish).find((key) => /\{\w+\}/.test(spanish[key]))!;
  const placeholder = /\{(\w+)\}/.exec(spanish[withPlaceholder])![1];
  const first = Object.keys(spanish)[0];
  it.each([
    ['a missing message', (c: Catalog) => void delete c[first], first],
    ['an extra message', (c: Catalog) => void (c['pricing.notInEnglish'] = 'Letra pequeña'), 'pricing.notInEnglish'],
    ['a malformed message', (c: Catalog) => void (c[first] = 'Precios {todo en uno'), first],
    ['a renamed placeholder', (c: Catalog) => void (c[withPlaceholder] = spanish[withPlaceholder].replace(`{${placeholder}}`, '{monto}')), withPlaceholder],
  ])('%s', (_, change, key) => {
    const folder = path.resolve('node_modules/.cache/catalog-check', _.replace(/\W+/g, '-'));
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    for (const language of ['en', 'es']) {
      const catalog = read(language);
      if (language === 'es') change(catalog);
      writeFileSync(path.join(folder, `${language}.json`), JSON.stringify(catalog));
    }
    const result = verify(folder);
    expect(result.status).toBe(1);
    expect(result.output).toContain(key);
  });
});
