import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startSite } from '../../server/startSite.mjs';
import { testBrowserLaunchOptions } from '../chromium';
import { ensureBuilt, snapshotBuild } from '../siteBuild.mjs';
import type { Tally } from './tally';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    browserEndpoint: string;
    tallyDir: string;
    /** The private copy of the tests' build (test-build/client) being served, for specs that read the built files. */
    clientDir: string;
  }
}

/**
 * Once for the whole crawl: the production build (unless fresh), the production server with the
 * embedded endpoint on an ephemeral loopback port, and one Chromium every test file connects to.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // The site under test has the pseudo-locale en-XA too (src/locale/siteLocales.ts), as the specs expect (testedLocales.ts).
  const build = ensureBuilt({ pseudoLocale: true });
  const snapshot = snapshotBuild(build.client);
  // The kept server builds stay where the build left them: they import the project's packages, which a
  // copy under the system's temporary folder could not find (server/launchPlanPage.mjs).
  const site = await startSite({ staticRoot: snapshot.dir, ssrRoot: path.resolve(build.client, '..', 'ssr'), port: 0, host: '127.0.0.1', embedded: true });
  const browser = await chromium.launchServer(testBrowserLaunchOptions());
  const tallyDir = mkdtempSync(path.join(os.tmpdir(), 'site-crawl-'));
  project.provide('siteUrl', site.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('tallyDir', tallyDir);
  project.provide('clientDir', snapshot.dir);
  console.log(`site: ${build.said}, serving at ${site.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  return async () => {
    await browser.close();
    await site.close();
    snapshot.remove();
    printSummary(tallyDir);
    rmSync(tallyDir, { recursive: true, force: true });
  };
}

function printSummary(dir: string) {
  const total: Tally = { routes: 0, visits: 0, internalLinks: 0, externalLinks: 0, assets: 0, violations: 0, problems: 0 };
  for (const file of readdirSync(dir)) {
    const tally = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Partial<Tally>;
    for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key] ?? 0;
  }
  console.log(
    `site crawl: ${total.routes} routes, ${total.visits} page visits, ${total.internalLinks} internal links checked, ` +
      `${total.externalLinks} external links checked, ${total.assets} assets checked, ${total.violations} axe violations, ` +
      `${total.problems} other problems`,
  );
}
