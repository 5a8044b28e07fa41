import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type Catalog, compileMessage, objectLiteral, splitKey } from './compileMessages.ts';
import { declarations } from './declarations.ts';

const prefix = 'virtual:messages/';
const runtime = path.resolve('src/locale/messageRuntime.ts');
const catalogsDir = path.resolve('src/messages');
const contentDir = path.resolve('src/content');

/** The tag Intl and <html lang> take for a catalog's language (its file name): 'pt-br' → 'pt-BR'. */
const tagOf = (language: string) => (language === 'pt-br' ? 'pt-BR' : language);

export function readCatalog(language: string): Catalog {
  const file = path.join(catalogsDir, `${language}.json`);
  const folder = path.join(catalogsDir, language);
  // MIGRATION: a language's messages may also sit in src/messages/<language>/<namespace>.json.
  const parts = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')).map((name) => path.join(folder, name)) : [];
  if (!existsSync(file) && !parts.length) throw new Error(`no message catalog for ${language}: ${path.relative(process.cwd(), file)}`);
  const catalog: Catalog = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : {};
  for (const part of parts) Object.assign(catalog, JSON.parse(readFileSync(part, 'utf8')) as Catalog);
  return catalog;
}

/** A namespace's messages in one language, as a module: `export default { title: "Precios", … }`. */
export function namespaceModule(namespace: string, language: string): string {
  const english = readCatalog('en');
  if (language.startsWith('keys-')) return keysModule(namespace, language.slice(5), english);
  const catalog = language === 'en' ? english : readCatalog(language);
  const entries: [string[], string][] = [];
  for (const key of Object.keys(english)) {
    const [ns, name] = splitKey(key);
    if (ns !== namespace) continue;
    const message = catalog[key];
    if (message === undefined) throw new Error(`src/messages/${language}.json has no message ${key}`);
    entries.push([name, compileMessage(`${language} ${key}`, message).code]);
  }
  if (!entries.length) throw new Error(`src/messages/en.json has no messages in ${namespace}`);
  return [
    `import { count, pluralCase, selectCase } from ${JSON.stringify(runtime)};`,
    `export const tag = ${JSON.stringify(tagOf(language))};`,
    `export default ${objectLiteral(entries)};`,
  ].join('\n');
}

/** MIGRATION ONLY: every message as its key (and its values), to find which words sit where. */
function keysModule(namespace: string, language: string, english: Catalog): string {
  const entries: [string[], string][] = [];
  for (const [key, message] of Object.entries(english)) {
    const [ns, name] = splitKey(key);
    if (ns !== namespace) continue;
    const { params } = compileMessage(key, message);
    const mark = JSON.stringify(`\u27e6${key}\u27e7`);
    entries.push([name, Object.keys(params).length ? `(p) => ${mark} + JSON.stringify(p)` : mark]);
  }
  return [`export const tag = ${JSON.stringify(tagOf(language))};`, `export default ${objectLiteral(entries)};`].join('\n');
}

const localesDir = path.join(contentDir, 'locales');
// MIGRATION: a translation file still in src/content/locales/<slug>/ reads shared modules in its language.
const localeOf = (id: string | undefined) =>
  id?.includes('?') ? new URLSearchParams(id.split('?')[1]).get('locale') : id?.startsWith(localesDir) ? path.relative(localesDir, id).split(path.sep)[0] : null;

/**
 * Content modules take their words from `virtual:messages/<namespace>`: the namespace's messages in
 * the language being built, compiled (compileMessages.ts). Storybook and the tests show content in
 * several languages at once: `src/content/pricing.ts?locale=es` is the same module with Spanish
 * messages, and the content it imports is in Spanish too.
 */
export function messageCatalogs(buildLanguage: string): Plugin {
  const fallback = buildLanguage || 'en';
  return {
    name: 'site:message-catalogs',
    enforce: 'pre',
    buildStart() {
      const file = path.join(catalogsDir, 'messages.d.ts');
      const text = declarations(readCatalog('en'));
      if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
    },
    async resolveId(source, importer, options) {
      const language = localeOf(importer) ?? fallback;
      if (source.startsWith(prefix)) return `\0${source}?locale=${language}`;
      const asked = localeOf(importer);
      // The language being built is every module's own: no second copy of a module for it.
      if (!asked || asked === fallback || source.includes('?')) return null;
      const resolved = await this.resolve(source, importer!.split('?')[0], { ...options, skipSelf: true });
      if (!resolved || path.dirname(resolved.id) !== contentDir) return null;
      return `${resolved.id}?locale=${asked}`;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [namespace, query] = id.slice(prefix.length + 1).split('?');
      const language = new URLSearchParams(query).get('locale')!;
      for (const catalog of new Set(['en', language])) {
        const file = path.join(catalogsDir, `${catalog}.json`);
        if (existsSync(file)) this.addWatchFile(file);
        const folder = path.join(catalogsDir, catalog);
        if (existsSync(folder)) for (const name of readdirSync(folder)) this.addWatchFile(path.join(folder, name));
      }
      return namespaceModule(namespace, language);
    },
  };
}
