import { buildRoot } from './buildDirectory.ts';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where a language's server build is kept for the production server: build/ssr/en/, build/ssr/es/… */
export const keptServerBuildDirectory = (locale: string) => path.join(buildRoot(), 'ssr', locale || 'en');

/**
 * Keeps a copy of the language's server build, which React Router deletes once it has prerendered
 * (`ssr: false`). The production server renders the launch plan's page from it for a submitted
 * form's query (server/launchPlanPage.mjs), so the plan reads with JavaScript off; every other
 * page stays the prerendered file. The copy is made before React Router's own `writeBundle`, which
 * prerenders and then removes the folder.
 */
export function keptServerBuild(locale: string): Plugin {
  return {
    name: 'site:kept-server-build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(options) {
        if (!options.dir) return;
        const kept = keptServerBuildDirectory(locale);
        rmSync(kept, { recursive: true, force: true });
        cpSync(options.dir, kept, { recursive: true });
      },
    },
  };
}
