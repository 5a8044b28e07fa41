import { runnerImport } from 'vite';

// No config file: the site's vite.config.ts brings the router plugin, which these plain modules do not need.
const plain = { configFile: false, logLevel: 'error' };
let catalogs;

/**
 * A TypeScript module of the tests (scripts/site/) loaded for a bench, through Vite's runner. The
 * content modules it reads take their words from `virtual:messages/…`, which only the message
 * catalogs plugin answers; `?locale=es` on the file gives that module and its content in Spanish.
 */
export async function loadTs(file) {
  catalogs ??= (await runnerImport(new URL('../../src/prerender/messages/messageCatalogs.ts', import.meta.url).pathname, plain)).module;
  const url = new URL(file, import.meta.url);
  return (await runnerImport(url.pathname + url.search, { ...plain, plugins: [catalogs.messageCatalogs('')] })).module;
}
