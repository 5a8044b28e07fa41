import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogLanguages, pseudoLanguage } from './messageCatalogs.ts';

const marker = '?catalog-in-module-graph';
const catalogsDir = path.resolve('src/messages');
const contentDir = path.resolve('src/content');

/** The language a content module was asked in (`pricing.ts?locale=es`), English when none. */
const languageOf = (id: string) => (id.includes('?') ? new URLSearchParams(id.split('?')[1]).get('locale') : null) ?? 'en';

/**
 * The message catalogs (src/messages/<language>.json) as modules of the graph, for Chromatic's
 * TurboSnap. messageCatalogs.ts reads them from disk into `virtual:messages/…` modules, and a virtual
 * module is not the project's code to Storybook's stats (`storybook build --stats-json`), so a
 * changed catalog reached no story. Here each content module that reads messages also imports the
 * catalogs its words come from (English, whose keys every language follows, and its own language;
 * every catalog for `virtual:messages/every/…`), as an empty module that the bundle leaves out: the
 * stats then trace `src/messages/es.json` through the content modules to the stories that show them.
 * Storybook's build only (.storybook/main.ts); `scripts/storybook/turboSnapGraph.spec.ts` checks it.
 */
export function catalogsInModuleGraph(): Plugin {
  return {
    name: 'site:catalogs-in-module-graph',
    transform(code, id) {
      const file = id.split('?')[0];
      if (path.dirname(file) !== contentDir || !code.includes('virtual:messages/')) return null;
      const own = languageOf(id);
      const languages = code.includes('virtual:messages/every/') ? catalogLanguages() : ['en', own === pseudoLanguage ? 'en' : own];
      // Appended, so the module's own lines (and its source map) stay where they are: imports hoist.
      const imports = [...new Set(languages)].map((language) => `import ${JSON.stringify(`${path.join(catalogsDir, `${language}.json`)}${marker}`)};`);
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
    resolveId: (source) => (source.endsWith(marker) ? source : null),
    load: (id) => (id.endsWith(marker) ? { code: 'export {};', moduleSideEffects: false, moduleType: 'js' } : null),
  };
}
