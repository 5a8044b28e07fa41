import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/**
 * A dry run of Chromatic's TurboSnap on the built Storybook: its module graph (`preview-stats.json`,
 * written by `storybook build --stats-json`, as Chromatic builds it) must hold the message catalogs,
 * and Chromatic's own trace must follow a changed catalog to the stories that show its words.
 * The catalogs reach the stories as virtual modules, which the graph leaves out; catalogsInModuleGraph.ts
 * puts them in.
 */
interface StatsModule {
  name: string;
  reasons?: { moduleName: string }[];
}

const root = path.resolve(import.meta.dirname, '../..');

async function statsModules(): Promise<StatsModule[]> {
  // The build (globalSetup.ts) runs beside the other projects: longer than fetch waits for an answer.
  const file = path.join(inject('storybookDir'), 'preview-stats.json');
  await expect.poll(() => existsSync(file) && existsSync(path.join(inject('storybookDir'), 'iframe.html')), { timeout: 590_000, interval: 2_000 }).toBe(true);
  return (JSON.parse(readFileSync(file, 'utf8')) as { modules: StatsModule[] }).modules;
}

/** The story files a change to `file` reaches, following each module to the modules that import it. */
function storiesReached(modules: StatsModule[], file: string) {
  const importers = new Map<string, string[]>();
  for (const module of modules) importers.set(module.name, [...(importers.get(module.name) ?? []), ...(module.reasons ?? []).map((reason) => reason.moduleName)]);
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length)
    for (const importer of importers.get(queue.shift()!) ?? [])
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
  return [...seen].filter((name) => name.endsWith('.stories.tsx'));
}

describe("TurboSnap's module graph", { timeout: 600_000 }, () => {
  it('holds every message catalog and traces each to the stories that show its words', async () => {
    const modules = await statsModules();
    for (const language of ['en', 'es', 'fr', 'pt-br', 'ar']) {
      const stories = storiesReached(modules, `./src/messages/${language}.json`);
      expect(stories, `stories reached by src/messages/${language}.json`).toContain('./src/sections/ContactForm/ContactForm.stories.tsx');
      expect(stories.length, language).toBeGreaterThan(10);
    }
  });

  it("is what Chromatic's trace reads: a changed catalog reaches its stories", async () => {
    await statsModules();
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/chromatic'),
      ['trace', 'src/messages/es.json', '--stats-file', path.join(inject('storybookDir'), 'preview-stats.json'), '--mode', 'compact'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, CHROMATIC_PROJECT_TOKEN: '' },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const trace = run.stdout;
    expect(trace).toMatch(/Traced 1 changed file to \d+ affected story files/);
    // Stopped at a Storybook config file the change reaches, the trace lists only the stories found
    // before it, and TurboSnap snapshots everything instead (its warning names the file).
    expect(run.stderr, 'TurboSnap stays on').not.toMatch(/TurboSnap disabled/);
    expect(trace.match(/\.stories\.tsx/g)?.length ?? 0).toBeGreaterThan(10);
  });
});
