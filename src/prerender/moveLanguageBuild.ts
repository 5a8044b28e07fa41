import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Puts a language's build into the English one: its pages (which React Router wrote under the
 * language's prefix) to `<site>/<slug>/`, its scripts and styles into `<site>/assets/` beside
 * English's (file names carry content hashes, so a file both builds made is the same file). English
 * must be built first: Vite empties `<site>` when it builds.
 */
export function moveLanguageBuild(languageClient: string, site: string, slug: string) {
  const target = path.join(site, slug);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(languageClient, slug), target, { recursive: true });
  cpSync(path.join(languageClient, 'assets'), path.join(site, 'assets'), { recursive: true });
  rmSync(path.dirname(languageClient), { recursive: true, force: true });
}
