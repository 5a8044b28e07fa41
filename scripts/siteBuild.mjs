import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../server/config.mjs';

/**
 * Where builds go, under the project: `npm run build` writes the site `npm run serve` publishes to
 * build/; the tests build theirs, pseudo-locale included, into test-build/, so a test run never
 * rewrites a user's build (scripts/userBuildUntouched.ts checks it).
 */
export const buildFolders = { site: 'build', tests: 'test-build' };
/** The user's built site, what `npm run serve` publishes. */
export const builtSite = path.join(projectRoot, buildFolders.site, 'client');
/** The tests' own build of the site, with the pseudo-locale. */
export const testBuild = path.join(projectRoot, buildFolders.tests, 'client');
const pseudoSlug = JSON.parse(readFileSync(path.join(projectRoot, 'src/locale/pseudoLocale.json'), 'utf8')).slug;
/** The tests build with the pseudo-locale; anything else is the user's build. */
const clientFor = (pseudoLocale = false) => (pseudoLocale ? testBuild : builtSite);

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

const inputs = ['src', 'public', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json', 'supabase/local.json'];

/**
 * `SITE_BUILD=fresh`: the build was just made (`SITE_PSEUDO_LOCALE=1 node scripts/build.mjs` for the
 * tests'), trust it. `force`: always build. Otherwise build when it is missing or older than any input.
 */
export function siteBuildNeeded(mode = process.env.SITE_BUILD ?? 'auto', pseudoLocale = false) {
  if (mode === 'fresh') return false;
  const client = clientFor(pseudoLocale);
  const marker = path.join(client, 'index.html');
  if (mode === 'force' || !existsSync(marker)) return true;
  // Only the tests' build has the pseudo-locale; one made otherwise (SITE_BUILD_DIR) is not the one wanted.
  if (existsSync(path.join(client, pseudoSlug)) !== pseudoLocale) return true;
  const inputsChanged = Math.max(...inputs.map((name) => newest(path.join(projectRoot, name))));
  return inputsChanged > statSync(marker).mtimeMs;
}

/**
 * The production build as `npm run build` makes it, for the embedded endpoint; with the
 * pseudo-locale, into test-build/ (scripts/build.mjs). Not under the test runner's variables:
 * vite.config.ts drops the router plugin when VITEST is set.
 */
export function buildSite({ pseudoLocale = false } = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'TEST' && name !== 'SITE_BUILD_DIR'));
  const result = spawnSync('node', ['scripts/build.mjs'], { cwd: projectRoot, encoding: 'utf8', env: { ...env, VITE_SUPABASE_URL: '', SITE_PSEUDO_LOCALE: pseudoLocale ? '1' : '' } });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${(result.stdout + result.stderr).slice(-4000)}`);
}

/** Builds when needed; says which, and where the built client folder is. */
export function ensureBuilt({ pseudoLocale = false } = {}) {
  const client = clientFor(pseudoLocale);
  const where = path.relative(projectRoot, client);
  if (!siteBuildNeeded(undefined, pseudoLocale)) return { client, said: `reused ${where}` };
  buildSite({ pseudoLocale });
  return { client, said: `built ${where}` };
}

/**
 * A private copy of a built client folder to serve while measuring: another build in the same
 * working tree (a second test run, a colleague) rewrites it in place and would answer the crawl or
 * Lighthouse with missing files halfway through.
 * @param {string} client
 */
export function snapshotBuild(client) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  cpSync(client, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
