import type { Plugin } from 'vite';
import { catalogLanguages, pseudoLanguage } from '../src/prerender/messages/messageCatalogs.ts';

const id = 'virtual:stories-in-languages';

/**
 * `virtual:stories-in-languages`: every story file built in each language but English, each loaded
 * only when a story is shown in that language (storyInLanguage.ts). A file asked in a language has
 * that language's content modules (`pricing.ts?locale=es`, src/prerender/messages/messageCatalogs.ts),
 * so the languages here are the catalogs' own: a new catalog needs nothing in this folder.
 */
export function storiesInLanguages(stories: string[]): Plugin {
  // Storybook's patterns are relative to this folder; a virtual module's globs start at the root.
  const patterns = stories.filter((pattern) => pattern.endsWith('.tsx')).map((pattern) => pattern.replace(/^\.\.\//, '/'));
  const languages = [...new Set([...catalogLanguages().slice(1), pseudoLanguage])];
  return {
    name: 'site:stories-in-languages',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      const globs = languages.map((language) => `  ${JSON.stringify(language)}: import.meta.glob(${JSON.stringify(patterns)}, { query: { locale: ${JSON.stringify(language)} } }),`);
      return ['export default {', ...globs, '};'].join('\n');
    },
  };
}
