import { describe, expect, it } from 'vitest';
import { budgets } from '../bench/budgets.mjs';
import { countHydrated, formatShare } from '../bench/hydratedShare.mjs';
import { readThrough, siteUrl, specBrowser, waitForHydration } from './visit';

/*
 * Only what a visitor operates hydrates (docs/architecture.md, "How a page loads"). A section that slips out of
 * its island, or a whole page that hydrates again, shows here as a share of elements React owns,
 * which depends on the build and not on the machine's speed: each count is taken once every island
 * in reach has come alive.
 */
const spec = specBrowser('hydration');
const contentPages = Object.keys(budgets.hydratedShare) as (keyof typeof budgets.hydratedShare)[];
const percent = (share: number) => `${Math.round(share * 100)}%`;

describe.concurrent('what hydrates on a phone', () => {
  for (const route of contentPages) {
    const budget = budgets.hydratedShare[route];
    it(`${route}: React owns at most ${percent(budget.atLoad)} of its elements at load, ${percent(budget.afterReading)} after reading to the end`, async () => {
      const context = await spec.browser.newContext({ baseURL: siteUrl(), viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      spec.visited();
      try {
        await page.goto(route, { waitUntil: 'load' });
        await waitForHydration(page);
        const atLoad = await page.evaluate(countHydrated);
        // To the very end, so every island comes within reach.
        await readThrough(page, 60);
        await page.waitForFunction(() => document.querySelectorAll('[data-awaiting-code]').length === 0, undefined, { timeout: 20_000 });
        const afterReading = await page.evaluate(countHydrated);
        expect(atLoad.hydrated, `at load React owns ${formatShare(atLoad)}, budget ${percent(budget.atLoad)}`).toBeLessThanOrEqual(atLoad.total * budget.atLoad);
        expect(afterReading.hydrated, `after reading React owns ${formatShare(afterReading)}, budget ${percent(budget.afterReading)}`).toBeLessThanOrEqual(afterReading.total * budget.afterReading);
      } finally {
        await context.close();
      }
    });
  }
});
