import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './config.mjs';

export const builtSite = path.join(projectRoot, 'build/client');
const builtContactPage = path.join(builtSite, 'contact-us/index.html');

/** Newest change among the files that end up in the built site (stories, tests and baselines do not). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '__screenshots__' || /\.(stories|test)\.tsx?$/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The production build, made only when it is missing or older than the sources, so a run right
 * after `npm start` or `npm run build` costs nothing. `npm run build` is what `npm start` runs.
 */
export function ensureSiteBuild() {
  const sources = Math.max(
    newestSource(path.join(projectRoot, 'src')),
    newestSource(path.join(projectRoot, 'public')),
    statSync(path.join(projectRoot, 'supabase/local.json')).mtimeMs,
  );
  if (existsSync(builtContactPage) && statSync(builtContactPage).mtimeMs > sources) return 'reused';
  // Not under the test runner's flags (vite.config.ts drops the router plugin when VITEST is set),
  // and always for the embedded endpoint.
  const { VITEST: _vitest, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, NODE_ENV: _mode, ...env } = process.env;
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, encoding: 'utf8', env: { ...env, VITE_SUPABASE_URL: '' } });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${(result.stdout + result.stderr).slice(-3000)}`);
  return 'built';
}
