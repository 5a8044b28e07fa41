// The two builds a side-by-side bench measures: BENCH_BASE, another build's client folder (e.g.
// main's, required), and BENCH_HEAD, by default this checkout's build/client. Shared by
// bench:compare and bench:journey.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from '../../server/startSite.mjs';
import { precompress } from '../precompress.mjs';
import { builtSite } from '../siteBuild.mjs';

/** A folder holding a built site's client output, or what is wrong with the one given. */
function builtFolder(variable, fallback, hint) {
  const given = process.env[variable] || fallback;
  const dir = given && path.resolve(given);
  if (dir && existsSync(path.join(dir, 'index.html'))) return { dir };
  return { problem: dir ? `${variable}: no built site at ${dir} (no index.html): ${hint}` : `${variable} is required: ${hint}` };
}

/** Both folders, or the first problem with them, said plainly before minutes of measuring start. */
export function benchFolders() {
  const base = builtFolder('BENCH_BASE', null, 'set it to the client folder of the build to compare against, e.g. BENCH_BASE=/work/build-main/client');
  const head = builtFolder('BENCH_HEAD', builtSite, 'run `npm run build` first (or set BENCH_HEAD to a built client folder)');
  const problem = base.problem ?? head.problem;
  return problem ? { problem } : { base: base.dir, head: head.dir };
}

/**
 * BENCH_TEMPLATE, optional: the client folder of another site on the same libraries (MUI's
 * marketing-page template, built with Vite), a yardstick measured on its one page beside both builds.
 */
export function templateFolder() {
  if (!process.env.BENCH_TEMPLATE) return {};
  const found = builtFolder('BENCH_TEMPLATE', null, 'set it to a built static site (a folder with index.html), or leave it unset');
  return found.problem ? { problem: found.problem } : { template: found.dir };
}

/**
 * Serves a private copy of a build. The server writes nothing into its folder, but a rebuild in
 * place (`npm run build` here, while the bench runs) would answer with missing or changed files.
 * No data folder: the embedded database lives in memory, so inquiries a bench sends go nowhere.
 */
async function serve(name, dir, cleanups, { compress = false } = {}) {
  const copy = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
  cpSync(dir, copy, { recursive: true });
  // A site built elsewhere has no compressed copies; made here, it is sent as compactly as ours.
  if (compress) await precompress(copy);
  const site = await startSite({ staticRoot: copy, port: 0, host: '127.0.0.1', embedded: true });
  cleanups.push(() => site.close());
  return { name, source: dir, dir: copy, url: site.url };
}

/** The template (templateFolder), served as the builds are; its cleanup is pushed onto `cleanups`. */
export async function serveTemplate(dir, cleanups) {
  const template = await serve('template', dir, cleanups, { compress: true });
  console.log(`template: ${template.source} at ${template.url}`);
  return template;
}

/** Both served at once, base first (the order of every table); each cleanup is pushed onto `cleanups`. */
export async function serveBoth({ base, head }, cleanups) {
  const builds = [await serve('main', base, cleanups), await serve('head', head, cleanups)];
  for (const build of builds) console.log(`${build.name}: ${build.source} at ${build.url}`);
  return builds;
}
