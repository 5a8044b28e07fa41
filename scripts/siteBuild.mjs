import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../server/config.mjs';

export const builtSite = path.join(projectRoot, 'build/client');
const pseudoSlug = JSON.parse(readFileSync(path.join(projectRoot, 'src/locale/pseudoLocale.json'), 'utf8')).slug;
const marker = path.join(builtSite, 'index.html');

/** Newest change among the files a build reads (stories, tests and screenshot baselines excluded). */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(file, { withFileTypes: true })) {
    if (entry.name === '__screenshots__' || /\.(stories|test)\.tsx?$/.test(entry.name)) continue;
    latest = Math.max(latest, newest(path.join(file, entry.name)));
  }
  return latest;
}

const inputs = ['src', 'public', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];

/**
 * `SITE_BUILD=fresh`: build/ was just made (CI after `npm run build`), trust it. `force`: always
 * build. Otherwise build when build/ is missing or older than any input.
 */
export function siteBuildNeeded(mode = process.env.SITE_BUILD ?? 'auto', pseudoLocale = false) {
  if (mode === 'fresh') return false;
  if (mode === 'force' || !existsSync(marker)) return true;
  // A build with the pseudo-locale is the tests' alone; one without it cannot serve them.
  if (existsSync(path.join(builtSite, pseudoSlug)) !== pseudoLocale) return true;
  const inputsChanged = Math.max(...inputs.map((name) => newest(path.join(projectRoot, name))));
  return inputsChanged > statSync(marker).mtimeMs;
}

/**
 * The production build as `npm run build` makes it, for the embedded endpoint. Not under the test
 * runner's variables: vite.config.ts drops the router plugin when VITEST is set.
 */
export function buildSite({ pseudoLocale = false } = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'TEST'),
  );
  const result = spawnSync('node', ['scripts/build.mjs'], { cwd: projectRoot, encoding: 'utf8', env: { ...env, VITE_SUPABASE_URL: '', SITE_PSEUDO_LOCALE: pseudoLocale ? '1' : '' } });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${(result.stdout + result.stderr).slice(-4000)}`);
}

/** Builds when needed; says which. */
export function ensureBuilt({ pseudoLocale = false } = {}) {
  if (!siteBuildNeeded(undefined, pseudoLocale)) return 'reused';
  buildSite({ pseudoLocale });
  return 'built';
}

/**
 * A private copy of build/client to serve while measuring: another `npm run build` in the same
 * working tree (a second test run, a colleague) rewrites build/ in place and would answer the
 * crawl or Lighthouse with missing files halfway through.
 */
export function snapshotBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  cpSync(builtSite, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
