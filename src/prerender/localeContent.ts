import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds the site in one language: wherever the site imports an English content module
 * (`src/content/pricing.ts`), it gets that language's translation (`src/content/locales/es/pricing.ts`)
 * when there is one. Translations import each other directly, so they are left alone.
 */
export function localeContent(slug: string): Plugin {
  const contentDir = path.resolve('src/content');
  const localesDir = path.join(contentDir, 'locales');
  return {
    name: 'site:locale-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!slug || !importer || importer.startsWith(localesDir)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || path.dirname(resolved.id) !== contentDir) return null;
      const translated = path.join(localesDir, slug, path.basename(resolved.id));
      return existsSync(translated) ? translated : null;
    },
  };
}
