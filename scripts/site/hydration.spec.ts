import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets } from '../bench/budgets.mjs';
import { countHydrated, formatShare } from '../bench/hydratedShare.mjs';
import { writeTally } from './tally';
import { connectBrowser, siteUrl, waitForHydration } from './visit';

/*
 * Only what a visitor operates hydrates (README "How a page loads"). A section that slips out of
 * its island, or a whole page that hydrates again, shows here as a share of elements React owns,
 * which depends on the build and not on the machine's speed: each count is taken once every island
 * in reach has come alive.
 */
let browser: Browser;
let visits = 0;
const contentPages = ['/', '/pricing', '/blog-single/1', '/es/', '/ar/'];

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  writeTally('hydration', { visits });
});

describe.concurrent('what hydrates on a phone', () => {
  it.each(contentPages)(`%s: under ${Math.round(budgets.hydratedShare * 100)}% of the page's elements, at load and after reading to the end`, async (route) => {
    const context = await browser.newContext({ baseURL: siteUrl(), viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    visits += 1;
    try {
      await page.goto(route, { waitUntil: 'load' });
      await waitForHydration(page);
      const atLoad = await page.evaluate(countHydrated);
      // To the very end, a screen at a time, so every island comes within reach.
      for (let step = 0; step < 60; step += 1) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        await page.waitForTimeout(50);
        if (atEnd) break;
      }
      await page.waitForFunction(() => document.querySelectorAll('[data-awaiting-code]').length === 0, undefined, { timeout: 20_000 });
      const afterReading = await page.evaluate(countHydrated);
      expect(atLoad.hydrated, `at load React owns ${formatShare(atLoad)}`).toBeLessThan(atLoad.total * budgets.hydratedShare);
      expect(afterReading.hydrated, `after reading React owns ${formatShare(afterReading)}`).toBeLessThan(afterReading.total * budgets.hydratedShare);
      expect(atLoad.hydrated, 'the header, at least, is live').toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
