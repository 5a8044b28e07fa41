import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import type { TestProject } from 'vitest/node';
import { testBrowserLaunchOptions } from '../chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    storybookUrl: string;
    storybookBrowser: string;
    /** The build's folder: `preview-stats.json` (TurboSnap's module graph) is read from there. */
    storybookDir: string;
  }
}

/**
 * `storybook build --stats-json` into a private folder, as a designer or Chromatic gets it, outside the test
 * runner's variables (vite.config.ts leaves out the site's router plugin under Storybook). It runs
 * while the other projects test; the server holds each request until the build is done.
 */
function buildStorybook(outputDir: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'));
  return new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '--quiet', '--stats-json', '--output-dir', outputDir], {
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    build.stdout.on('data', (chunk) => (output += chunk));
    build.stderr.on('data', (chunk) => (output += chunk));
    build.on('error', reject);
    build.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`storybook build failed (${code}):\n${output.slice(-4000)}`))));
  });
}

export default async function setup(project: TestProject) {
  // STORYBOOK_STATIC=<folder> tests a Storybook built before (`npm run build-storybook -- -o <folder>`) instead.
  const given = process.env.STORYBOOK_STATIC;
  const outputDir = given ? path.resolve(given) : mkdtempSync(path.join(os.tmpdir(), 'storybook-static-'));
  const built = given ? Promise.resolve() : buildStorybook(outputDir);
  built.catch(() => {});
  const files = sirv(outputDir, { dev: true });
  const server = http.createServer((request, response) => {
    built.then(
      () =>
        files(request, response, () => {
          response.writeHead(404).end();
        }),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launchServer(testBrowserLaunchOptions());
  project.provide('storybookUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  project.provide('storybookBrowser', browser.wsEndpoint());
  project.provide('storybookDir', outputDir);

  return async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    await built.catch(() => {});
    if (!given) rmSync(outputDir, { recursive: true, force: true });
  };
}
