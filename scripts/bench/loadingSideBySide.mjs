// npm run bench:loading: is each loading mechanism worth keeping? Builds the site as it is and once
// without each mechanism (SITE_VARIANT, read by vite.config.ts and react-router.config.ts), serves
// every build at once, and runs Lighthouse's mobile profile on each page, the builds interleaved so
// a busy moment of the machine hits them all alike. Prints medians; judges nothing.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from '../../server/startSite.mjs';
import { chromiumPath } from '../chromium.mjs';
import { buildSite, builtSite } from '../siteBuild.mjs';
import { figures, runWithRetries } from './lighthouse.mjs';
import { measureBuild } from './sizes.mjs';
import { formatTable, kB } from './table.mjs';

const variants = [
  { name: 'as built', env: undefined },
  { name: 'scripts at once (no after-load start)', env: 'scripts-at-once' },
  { name: 'no chunk groups', env: 'no-chunk-groups' },
  { name: "MUI's default theme built eagerly", env: 'eager-mui-theme' },
  { name: 'every deferred part loaded at once', env: 'no-deferral' },
].filter((v) => !v.env || !process.env.BENCH_VARIANTS || process.env.BENCH_VARIANTS.split(',').includes(v.env));
const pages = (process.env.BENCH_PAGES ?? '/,/contact-us').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 5);
process.env.CHROME_PATH ??= chromiumPath;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const work = mkdtempSync(path.join(os.tmpdir(), 'loading-variants-'));
const sites = [];
try {
  for (const variant of variants) {
    if (variant.env) process.env.SITE_VARIANT = variant.env;
    else delete process.env.SITE_VARIANT;
    buildSite();
    const dir = path.join(work, variant.env ?? 'base');
    cpSync(builtSite, dir, { recursive: true });
    variant.homeJs = measureBuild(dir).homeJsGzip;
    variant.site = await startSite({ staticRoot: dir, port: 0, host: '127.0.0.1', embedded: true });
    sites.push(variant.site);
    console.log(`built and serving ${variant.name}: home JS ${kB(variant.homeJs)}`);
  }
  delete process.env.SITE_VARIANT;
  buildSite();
  const results = new Map();
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) {
      // Each round starts with a different build, so none always runs first on a cold machine.
      for (const variant of [...variants.slice(run % variants.length), ...variants.slice(0, run % variants.length)]) {
        const f = figures(await runWithRetries(new URL(page, variant.site.url).href));
        const key = `${variant.name}|${page}`;
        results.set(key, [...(results.get(key) ?? []), f]);
      }
    }
    console.log(`  round ${run + 1} of ${runs} done`);
  }
  const rows = [];
  for (const page of pages) {
    for (const variant of variants) {
      const fs = results.get(`${variant.name}|${page}`);
      rows.push([page, variant.name, kB(variant.homeJs), String(median(fs.map((f) => f.performance))),
        `${(median(fs.map((f) => f.lcpMs)) / 1000).toFixed(2)} s`, `${Math.round(median(fs.map((f) => f.tbtMs)))} ms`,
        `${(median(fs.map((f) => f.ttiMs)) / 1000).toFixed(2)} s`]);
    }
  }
  console.log(`\nLoading mechanisms side by side (Lighthouse mobile, median of ${runs}, interleaved)\n`);
  console.log(formatTable(['page', 'build', 'JS on /', 'perf', 'LCP', 'TBT', 'TTI'], rows));
} finally {
  await Promise.all(sites.map((site) => site.close()));
  rmSync(work, { recursive: true, force: true });
}
