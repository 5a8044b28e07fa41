import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type Catalog, compileMessage, exportName, objectLiteral, type ParsedCatalog, splitKey } from './compileMessages.ts';
import { declarations } from './declarations.ts';

const prefix = 'virtual:messages/';
const runtime = path.resolve('src/locale/messageRuntime.ts');
const catalogsDir = path.resolve('src/messages');
const contentDir = path.resolve('src/content');

/** The language list's entries (src/locale/locales.json), and the pseudo-locale's. */
const listed = (file: string) => JSON.parse(readFileSync(path.resolve('src/locale', file), 'utf8')) as { slug: string; tag: string } | { slug: string; tag: string }[];
const entries = () => [{ slug: 'en', tag: 'en' }, ...[listed('locales.json'), listed('pseudoLocale.json')].flat()];

/** The tag Intl and <html lang> take for a catalog's language (its file name): 'pt-br' → 'pt-BR'. */
const tagOf = (language: string) => entries().find((entry) => entry.slug === language)?.tag ?? language;

/** The pseudo-locale the tests build (docs/languages.md); its catalog is made, not kept. */
export const pseudoLanguage = (listed('pseudoLocale.json') as { slug: string }).slug;

/**
 * English as FormatJS's en-XA pseudo-locale writes it: accented letters, vowels doubled (about 40%
 * longer), brackets around each message. A word on a page without them skipped the catalogs.
 */
let pseudo: { from: string; catalog: ParsedCatalog } | undefined;
function pseudoCatalog(): ParsedCatalog {
  const source = JSON.stringify(readCatalog('en'));
  if (pseudo?.from === source) return pseudo.catalog;
  const cache = path.resolve('node_modules/.cache/site-messages');
  mkdirSync(cache, { recursive: true });
  const english = path.join(cache, 'en.json');
  writeFileSync(english, source);
  const cli = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');
  const out = execFileSync(process.execPath, [cli, 'compile', '--ast', '--format', 'simple', '--pseudo-locale', 'en-XA', english], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  pseudo = { from: source, catalog: JSON.parse(out) as ParsedCatalog };
  return pseudo.catalog;
}

export function readCatalog(language: string): Catalog {
  const file = path.join(catalogsDir, `${language}.json`);
  if (!existsSync(file)) throw new Error(`no message catalog for ${language}: ${path.relative(process.cwd(), file)}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

/** A namespace's messages in one language, compiled, by the rest of their keys (their functions read `tag`). */
function compiledNamespace(namespace: string, language: string): [string[], string][] {
  const english = readCatalog('en');
  const catalog: Catalog | ParsedCatalog = language === 'en' ? english : language === pseudoLanguage ? pseudoCatalog() : readCatalog(language);
  const entries: [string[], string][] = [];
  for (const key of Object.keys(english)) {
    const [ns, name] = splitKey(key);
    if (ns !== namespace) continue;
    const message = catalog[key];
    if (message === undefined) throw new Error(`src/messages/${language}.json has no message ${key}`);
    entries.push([name, compileMessage(`${language} ${key}`, message).code]);
  }
  if (!entries.length) throw new Error(`src/messages/en.json has no messages in ${namespace}`);
  return entries;
}

const runtimeImport = `import { count, pluralCase, selectCase } from ${JSON.stringify(runtime)};`;

/** A message with placeholders compiles to a function; one without, to its words (compileMessages.ts). */
const hasPlaceholders = (code: string) => code.startsWith('(p) =>');

/**
 * Namespaces a content module imports whole (`import t from 'virtual:messages/countries'`) to go
 * through a group (`t.names[code]`); the others read each message by name.
 */
function readThroughGroup(namespace: string): boolean {
  const importsWhole = new RegExp(`^import \\w+ from 'virtual:messages/${namespace}';`, 'm');
  return readdirSync(contentDir).some((file) => file.endsWith('.ts') && importsWhole.test(readFileSync(path.join(contentDir, file), 'utf8')));
}

/**
 * A namespace's messages in one language, as a module. Each message with placeholders is an export of
 * its own, named by the rest of its key (`llc.description` → `llc_description`), so a page's code
 * carries only the messages it uses and the minifier shortens their names. Messages without
 * placeholders are not exported: `transform` writes them into the content modules that read them.
 * Only a namespace read through a group gets the default export, which nests them all.
 *
 * Why the module holds nothing more: the bundler copies a shared chunk into the islands that use it
 * only while its source is under 20 kB (build/fewerIslandFiles.ts). Every message written twice (as
 * an export and in the default export) pushed the pricing and site-wide words' chunks over it, and
 * they became files of their own, each with its own copy of the formatting helpers (measured, in
 * English: the cost calculator's island 1.0 kB gzip less, the contact form's 0.4 kB).
 */
export function namespaceModule(namespace: string, language: string, group = readThroughGroup(namespace)): string {
  const entries = compiledNamespace(namespace, language);
  return [
    runtimeImport,
    `export const tag = ${JSON.stringify(tagOf(language))};`,
    ...entries.filter(([, code]) => hasPlaceholders(code)).map(([path, code]) => `export const ${exportName(path)} = ${code};`),
    ...(group ? [`export default ${objectLiteral(entries)};`] : []),
  ].join('\n');
}

/**
 * The languages with a catalog: English, those in src/locale/locales.json, and the pseudo-locale
 * when a build asks for it (SITE_PSEUDO_LOCALE=1).
 */
export function catalogLanguages(): string[] {
  const translated = (listed('locales.json') as { slug: string }[]).map((locale) => locale.slug);
  return ['en', ...translated, ...(process.env.SITE_PSEUDO_LOCALE === '1' ? [pseudoLanguage] : [])];
}

/** A namespace in every language, keyed by tag: words a page shows in another language than its own. */
function everyLanguageModule(namespace: string): string {
  const languages = catalogLanguages().map((language) => {
    const messages = objectLiteral(compiledNamespace(namespace, language));
    // Only messages with placeholders read `tag`.
    return `${JSON.stringify(tagOf(language))}: ${messages.includes('(p) =>') ? `((tag) => (${messages}))(${JSON.stringify(tagOf(language))})` : messages}`;
  });
  return [runtimeImport, `export default { ${languages.join(', ')} };`].join('\n');
}

/** Where the messages' types are written: generated, not kept in git (.gitignore). */
export const messageTypesFile = path.join(catalogsDir, 'messages.d.ts');

/**
 * Writes src/messages/messages.d.ts from the English catalog when it differs (declarations.ts):
 * `npm run typecheck` (scripts/messageTypes.mjs) and every build do, before anything reads it.
 */
export function writeMessageTypes(): boolean {
  const text = declarations(
    readCatalog('en'),
    [...catalogLanguages().slice(1), pseudoLanguage].filter((language, index, all) => all.indexOf(language) === index),
  );
  if (existsSync(messageTypesFile) && readFileSync(messageTypesFile, 'utf8') === text) return false;
  writeFileSync(messageTypesFile, text);
  return true;
}

/** A module id's query: `src/content/pricing.ts?locale=es`. */
const queryOf = (id: string | undefined) => new URLSearchParams(id?.split('?')[1] ?? '');

/** The language a module was asked in: `src/content/pricing.ts?locale=es`. */
const localeOf = (id: string | undefined) => queryOf(id).get('locale');

/** Where the browser's own code starts: the islands and what mounts beside them (src/entry.client.tsx). */
const browserDirs = [path.resolve('src/islands'), path.resolve('src/app/clientParts')];

/** A module the browser runs: under browserDirs, or the browser's copy of a content module. */
const inBrowserCode = (id: string | undefined) => !!id && (browserDirs.some((dir) => id.startsWith(dir + path.sep)) || queryOf(id).has('browser'));

/**
 * Content modules take their words from `virtual:messages/<namespace>`: the namespace's messages in
 * the language being built, compiled (compileMessages.ts). Storybook and the tests show content in
 * several languages at once: `src/content/pricing.ts?locale=es` is the same module with Spanish
 * messages, and the content it imports is in Spanish too.
 */
export function messageCatalogs(buildLanguage: string): Plugin {
  const fallback = buildLanguage || 'en';
  let building = false;
  return {
    name: 'site:message-catalogs',
    enforce: 'pre',
    // A build writes the messages' types for the next `tsc`; a dev server, Storybook or a test run
    // leaves them as they are (`npm run typecheck` writes them first).
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) writeMessageTypes();
    },
    async resolveId(source, importer, options) {
      const asked = localeOf(importer);
      const language = asked ?? fallback;
      /*
       * The browser build also holds the route modules, which no page loads (the pages are
       * prerendered, only islands hydrate), and a module is in a build once, with every export any
       * importer reads: a content module the blog's page and its list island share would bring the
       * page's posts into the island. So the browser's code reads its own copy of each content module
       * and catalog (`?browser`), which keeps only what islands read; no file is split for it. Content
       * is data, so a copy nothing reads from goes whole, whatever its top level calls. A module built
       * in another language for Storybook (`?locale=es`) keeps that language's copies instead.
       */
      const browser = building && this.environment.name === 'client' && !asked && inBrowserCode(importer);
      if (source.startsWith(`${prefix}every/`)) return `\0${source}`;
      if (source.startsWith(prefix)) return browser ? { id: `\0${source}?locale=${language}&browser`, moduleSideEffects: false } : `\0${source}?locale=${language}`;
      // A content module's other copies: the browser's, or another language's (the language being
      // built is every module's own, with no second copy).
      const copy = browser ? 'browser' : asked && asked !== fallback ? `locale=${asked}` : null;
      if (!copy || source.includes('?') || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer!.split('?')[0], { ...options, skipSelf: true });
      if (!resolved || resolved.external || path.dirname(resolved.id) !== contentDir) return null;
      const id = `${resolved.id}?${copy}`;
      return browser ? { id, moduleSideEffects: false } : id;
    },
    /*
     * A message without placeholders is written into the content module where it is read
     * (`t.llc_name` → `"LLC"`), as the words were before there were catalogs: a page's code then
     * pays for the words alone, not for a name and a reference to each (measured: 0.5-1 kB gzip
     * per island that shows a form or a tool).
     */
    transform(code, id) {
      const file = id.split('?')[0];
      if (path.dirname(file) !== contentDir || !code.includes(`from '${prefix}`)) return null;
      const language = localeOf(id) ?? fallback;
      let out = code;
      for (const [, local, namespace] of code.matchAll(/import \* as (\w+) from 'virtual:messages\/(\w+)';/g)) {
        const words = new Map(
          compiledNamespace(namespace, language)
            .filter(([, compiled]) => !hasPlaceholders(compiled))
            .map(([name, compiled]) => [exportName(name), compiled]),
        );
        out = out.replace(new RegExp(`(?<![\\w$.])${local}\\.(\\w+)(?![\\w$(])`, 'g'), (whole, name: string) => words.get(name) ?? whole);
        // A message is a pure function of its values: marked so, a call whose words nothing reads goes
        // with the message (the bundler cannot tell a call across modules has no side effects; measured:
        // stateCosts' unused unconfirmedFacts left the cost and calendar islands, 0.27 kB gzip each).
        out = out.replace(new RegExp(`(?<![\\w$.])${local}\\.\\w+\\(`, 'g'), (call) => `/* @__PURE__ */ ${call}`);
        // The namespace's module does not export them (namespaceModule): a read left here would be undefined.
        const left = [...out.matchAll(new RegExp(`(?<![\\w$.])${local}\\.(\\w+)`, 'g'))].find(([, name]) => words.has(name));
        if (left) throw new Error(`${path.relative(process.cwd(), file)} reads ${left[0]} in a way the message plugin cannot write the words into`);
      }
      return out === code ? null : { code: out, map: null };
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      if (id.startsWith(`\0${prefix}every/`)) return everyLanguageModule(id.slice(prefix.length + 'every/'.length + 1));
      const [namespace, query] = id.slice(prefix.length + 1).split('?');
      const language = new URLSearchParams(query).get('locale')!;
      for (const catalog of new Set(['en', language === pseudoLanguage ? 'en' : language])) this.addWatchFile(path.join(catalogsDir, `${catalog}.json`));
      return namespaceModule(namespace, language);
    },
  };
}
