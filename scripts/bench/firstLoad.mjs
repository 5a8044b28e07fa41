import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { visitorLanguage } from './languages.mjs';

/** The phone Lighthouse's mobile profile emulates: what "first load" is measured on. */
export const firstLoadViewport = { width: 412, height: 823 };

/**
 * What a page's JavaScript costs before the visitor acts: on a fresh load at phone size, every script
 * the page fetches until it has loaded, gone quiet and had 1.5 s more (the start script waits for the
 * load event and a frame), with no scroll, tap or key, in a browser in the language of the page's
 * own visitors (languages.mjs). `clientDir` is the build the site serves, whose
 * files give each script's gzip size (level 9, as every other size figure). Bytes, not times: the same
 * build gives the same figure on any machine.
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{ scripts: { url: string, gzip: number }[], gzip: number }>}
 */
export async function firstLoadScripts(browser, url, clientDir) {
  const context = await browser.newContext({ viewport: firstLoadViewport, reducedMotion: 'reduce', locale: visitorLanguage(url) });
  try {
    const page = await context.newPage();
    const urls = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    const scripts = [...urls].map((file) => {
      const onDisk = path.join(clientDir, file);
      if (!existsSync(onDisk)) throw new Error(`${url} fetched ${file}, which is not in ${clientDir}`);
      return { url: file, gzip: gzipSync(readFileSync(onDisk), { level: 9 }).length };
    });
    return { scripts, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await context.close();
  }
}
