import { describe, expect, it } from 'vitest';
import { siteUrl, specBrowser, waitForHydration } from './visit';

/*
 * An island whose code makes Intl formatters as it loads says so (`formatsAsItLoads` in
 * src/islands/), and the page then makes its first formatter, the costly one, in a task of its own
 * first (src/platform/hydrateIslands.tsx). This loads each island's page at phone size, counts the
 * formatters the page makes until every island in reach is live, and holds each island to what it
 * says: one that says so makes its own, one that does not makes none, not even the first.
 */
const spec = specBrowser('formats-as-it-loads');

/** Pages with one island: every island that says it formats, and the contact form, which does not. */
const pages: [route: string, island: string, formats: boolean][] = [
  ['/costs', 'CostCalculator', true],
  ['/launch-plan', 'LaunchPlan', true],
  ['/compliance-calendar', 'ComplianceCalendar', true],
  ['/eligibility', 'CountryCheck', true],
  ['/contact-us', 'ContactForm', false],
];

describe.concurrent('islands that format as they load say so', () => {
  it.each(pages)('%s: %s %s', async (route, island, formats) => {
    const context = await spec.browser.newContext({ baseURL: siteUrl(), viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    spec.visited();
    try {
      await page.addInitScript(() => {
        const made: string[] = [];
        (window as unknown as { __formatters: string[] }).__formatters = made;
        for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
          (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
            construct(target, args) {
              made.push(`${name}(${JSON.stringify(args)})`);
              return Reflect.construct(target, args) as object;
            },
          });
        }
      });
      await page.goto(route, { waitUntil: 'load' });
      await waitForHydration(page);
      // Wherever the island sits, the visitor reaches it and it comes alive.
      await page.locator(`[data-island="${island}"] > *`).first().scrollIntoViewIfNeeded();
      await page.waitForFunction((name) => !document.querySelector(`[data-island="${name}"]`)?.hasAttribute('data-awaiting-code'), island, { timeout: 20_000 });
      const marked = await page.locator(`[data-island="${island}"]`).getAttribute('data-formats-as-it-loads');
      const made = await page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters);
      // The page's own first formatter has no options; an island's have theirs.
      const islandsOwn = made.filter((call) => !/^NumberFormat\(\["[\w-]+"\]\)$/.test(call));
      if (formats) {
        expect(marked, `${island} formats as it loads (${islandsOwn.length} formatters) but does not say so`).toBe('');
        expect(islandsOwn.length, `${island} says it formats as it loads but made no formatter`).toBeGreaterThan(0);
      } else {
        expect(marked, `${island} says it formats as it loads`).toBeNull();
        expect(made, `${island} formats nothing as it loads, so the page makes no formatter`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});
