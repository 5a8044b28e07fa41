import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildDirectory } from './buildDirectory.ts';

/** Where a language's build lists its scripts: the entry's, and each island's. */
export const islandManifestFile = (locale: string) => `assets/islands-${locale || 'en'}.json`;

export interface IslandManifest {
  /** src/entry.client.tsx and every module it imports, statically, at any depth. */
  entry: string[];
  /** The islands' frame (src/app/frame/islandFrame.ts), which the entry imports as it starts, and what it imports beyond the entry. */
  frame: string[];
  /** Each island (its file's name under src/islands/): its module and what it imports. */
  islands: Record<string, string[]>;
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/**
 * Writes which files each island loads, read from the bundle Rolldown hands every plugin, so the size
 * budgets count what a page's islands really load (scripts/bench/sizes.mjs) without parsing scripts.
 */
export function islandManifest(locale: string): Plugin {
  return {
    name: 'site:island-manifest',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as Chunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Chunk) => {
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(chunk.fileName);
        return [...files].map((file) => `/${file}`);
      };
      const entry = chunks.find((chunk) => chunk.isEntry && /entry\.client\.tsx$/.test(chunk.facadeModuleId ?? ''));
      if (!entry) this.error('no chunk for src/entry.client.tsx');
      const frame = chunks.find((chunk) => /[\\/]src[\\/]app[\\/]frame[\\/]islandFrame\.ts$/.test(chunk.facadeModuleId ?? ''));
      if (!frame) this.error('no chunk for src/app/frame/islandFrame.ts');
      const islands: Record<string, string[]> = {};
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const name = /[\\/]src[\\/]islands[\\/](\w+)\.tsx$/.exec(id)?.[1];
          if (name) islands[name] = withImports(chunk);
        }
      }
      const entryFiles = withImports(entry);
      const manifest: IslandManifest = { entry: entryFiles, frame: withImports(frame).filter((file) => !entryFiles.includes(file)), islands };
      this.emitFile({ type: 'asset', fileName: islandManifestFile(locale), source: JSON.stringify(manifest) });
    },
  };
}

/**
 * For the prerender: the files each island loads beyond the entry's, the frame's among them, from the language's client build,
 * which React Router finishes before it prerenders. Null where there is none (`react-router dev`).
 */
export function readIslandFiles(locale: string, keptAt?: string): Record<string, string[]> | null {
  // While building: the language's own client build. Later, in the server build kept in
  // build/ssr/<language>/ (keptServerBuild.ts), the site's client folder beside it, where every
  // language's manifest has moved.
  const candidates = [path.join(buildDirectory(locale), 'client', islandManifestFile(locale)), ...(keptAt ? ['../../client', '../../../client'].map((up) => path.resolve(keptAt, up, islandManifestFile(locale))) : [])];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as IslandManifest;
  const entry = new Set(manifest.entry);
  // Every island waits for the frame, so its files come with each island's.
  return Object.fromEntries(Object.entries(manifest.islands).map(([name, files]) => [name, [...new Set([...manifest.frame, ...files])].filter((f) => !entry.has(f))]));
}
