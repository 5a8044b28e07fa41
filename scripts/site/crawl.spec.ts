import { describe, it } from 'vitest';
import { crawler } from './crawler';
import { pageRoutes, storedDarkRoutes } from './routes';

/**
 * Every prerendered English route in Chromium against the production server: as a first-time
 * visitor (light), with JavaScript off, and in the visitor's stored dark scheme. Links and assets
 * found on the way are gathered and each checked once at the end. The other languages have their
 * own crawl (languages.spec.ts).
 */
const crawl = crawler('crawl', () => pageRoutes.length);

describe.concurrent('every route as a first visit (light), hydrated and with JavaScript off', () => {
  it.each(pageRoutes)('%s', async (route) => {
    const [hydrated, prerendered] = await Promise.all([crawl.checkWithJavaScript(route, 'light'), crawl.checkWithoutJavaScript(route)]);
    crawl.report(route, [...hydrated.issues, ...prerendered.issues, ...crawl.compareWithPrerendered(hydrated.facts, prerendered.facts)]);
  });
});

describe.concurrent("the visitor's stored dark scheme", () => {
  it.each(storedDarkRoutes())('%s', async (route) => {
    const { issues } = await crawl.checkWithJavaScript(route, 'stored-dark');
    crawl.report(`${route} (stored dark)`, issues);
  });
});

describe('what the pages link to', () => {
  crawl.linkAndAssetTests();
});
