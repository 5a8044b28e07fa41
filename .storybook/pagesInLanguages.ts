import path from 'node:path';
import type { Plugin } from 'vite';

const src = path.resolve('src');
const pageStories = path.resolve('stories/Pages');
const content = path.resolve('src/content');
/**
 * Modules a page built in another language shares with the English one: React contexts (the
 * language, the prerender), the theme, and state a page keeps once (toasts). A second copy of a
 * context would not see its provider.
 */
const shared = ['src/platform', 'src/locale', 'src/theme'].map((dir) => path.resolve(dir) + path.sep);

const localeOf = (id: string | undefined) => (id?.includes('?') ? new URLSearchParams(id.split('?')[1]).get('locale') : null);

/**
 * A page's story file built in another language (`stories/Pages/Pricing.stories.tsx?locale=es`,
 * storiesInLanguages.ts) imports the page, its sections and their parts in that language too, down
 * to the content modules, whose words src/prerender/messages/messageCatalogs.ts gives in it. So the
 * page shows what the site's page in that language shows, as a section's story does through its
 * args. A section's story file keeps its English components: its words come in its args.
 */
export function pagesInLanguages(): Plugin {
  return {
    name: 'site:pages-in-languages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const language = localeOf(importer);
      if (!language || !importer || source.includes('?') || source.startsWith('\0') || source.startsWith('virtual:')) return null;
      const from = importer.split('?')[0];
      const carries = from.startsWith(pageStories + path.sep) || (from.startsWith(src + path.sep) && !from.endsWith('.stories.tsx') && path.dirname(from) !== content);
      if (!carries) return null;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      const file = resolved && !resolved.external ? resolved.id : '';
      if (!file.startsWith(src + path.sep) || !/\.tsx?$/.test(file) || path.dirname(file) === content || shared.some((dir) => file.startsWith(dir))) return null;
      return `${file}?locale=${language}`;
    },
  };
}
