import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogLanguages, pseudoLanguage } from './messageCatalogs.ts';

const marker = '?catalog-in-module-graph';
const catalogsDir = path.resolve('src/messages');
const contentDir = path.resolve('src/content');

/** The language a module was asked in (`pricing.ts?locale=es`), null when none. */
const localeOf = (id: string) => (id.includes('?') ? new URLSearchParams(id.split('?')[1]).get('locale') : null);

const importsOf = (languages: string[]) => [...new Set(languages)].map((language) => `import ${JSON.stringify(`${path.join(catalogsDir, `${language}.json`)}${marker}`)};`);

/**
 * The message catalogs (src/messages/<language>.json) as modules of the graph, for Chromatic's
 * TurboSnap. messageCatalogs.ts reads them from disk into `virtual:messages/…` modules, and a virtual
 * module is not the project's code to Storybook's stats (`storybook build --stats-json`), so a
 * changed catalog reached no story. Here modules import the catalogs their words come from, as empty
 * modules that the bundle leaves out, and the stats trace a catalog to the stories that show it:
 * - English, whose keys every language follows, from each content module that reads messages;
 *   every catalog from a content module that reads them all (`virtual:messages/every/…`);
 * - another language from each story file built in it (`Pricing.stories.tsx?locale=es`,
 *   .storybook/storiesInLanguages.ts), not from its content modules. The stats name a module by its
 *   file, so `ui.ts?locale=es` and the English `ui.ts` are one module there, and the preview imports
 *   the English one (its providers' labels, its not-found page): from there TurboSnap finds a
 *   Storybook config file and snapshots everything. A story file built in a language is reached by
 *   nothing but Storybook's list of stories.
 * Storybook's build only (.storybook/main.ts); `scripts/storybook/turboSnapGraph.spec.ts` checks it.
 */
export function catalogsInModuleGraph(): Plugin {
  return {
    name: 'site:catalogs-in-module-graph',
    transform(code, id) {
      const file = id.split('?')[0];
      const language = localeOf(id);
      let languages: string[] = [];
      if (path.dirname(file) === contentDir && code.includes('virtual:messages/')) languages = code.includes('virtual:messages/every/') ? catalogLanguages() : ['en'];
      else if (file.endsWith('.stories.tsx') && language) languages = [language === pseudoLanguage ? 'en' : language];
      if (!languages.length) return null;
      // Appended, so the module's own lines (and its source map) stay where they are: imports hoist.
      return { code: `${code}\n${importsOf(languages).join('\n')}\n`, map: null };
    },
    resolveId: (source) => (source.endsWith(marker) ? source : null),
    load: (id) => (id.endsWith(marker) ? { code: 'export {};', moduleSideEffects: false, moduleType: 'js' } : null),
  };
}
