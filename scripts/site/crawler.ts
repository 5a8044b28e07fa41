import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { linksOnlyWithJavaScript, sortLinks } from './links';
import { type PageFacts } from './pageFacts';
import { isDarkTwin, redirectPaths } from './routes';
import { writeTally } from './tally';
import {
  type Scheme,
  axeViolations,
  brandScreenShown,
  connectBrowser,
  loaderLeaves,
  openRoute,
  pageFacts,
  readThrough,
  reportIssues,
  sidewaysScroll,
  siteUrl,
  visitorContext,
  waitForHydration,
  waitForNetworkIdle,
} from './visit';

type Facts = PageFacts & { lang: string; dir: string };

/**
 * The crawl's visits and checks for one spec file (the English crawl, the languages' crawl): the
 * shared browser, every link and asset met on the way (each checked once at the end by
 * `linkAndAssetTests`) and the counts for the run's closing tally line.
 */
export function crawler(name: string, routeCount: () => number) {
  let browser: Browser | undefined;
  const internalLinks = new Map<string, string>();
  const externalLinks = new Set<string>();
  const assets = new Map<string, string>();
  const counts = { visits: 0, violations: 0, problems: 0 };
  /** One JavaScript-off profile per browser language: such a page stores nothing a later visit could see. */
  const withoutJavaScript = new Map<string, Promise<BrowserContext>>();

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    for (const context of withoutJavaScript.values()) await (await context).close();
    await browser?.close();
    writeTally(name, {
      routes: routeCount(),
      visits: counts.visits,
      internalLinks: internalLinks.size,
      externalLinks: externalLinks.size,
      assets: assets.size,
      violations: counts.violations,
      problems: counts.problems,
    });
  });

  const connected = () => {
    if (!browser) throw new Error(`${name}: the browser is connected in beforeAll`);
    return browser;
  };

  const open = (...args: Parameters<typeof openRoute> extends [Browser, ...infer Rest] ? Rest : never) => {
    counts.visits += 1;
    return openRoute(connected(), ...args);
  };

  const profileWithoutJavaScript = (language: string) => {
    if (!withoutJavaScript.has(language)) withoutJavaScript.set(language, visitorContext(connected(), { javaScript: false, locale: language }));
    return withoutJavaScript.get(language) as Promise<BrowserContext>;
  };

  function remember(route: string, facts: PageFacts) {
    const { internal, external, issues } = sortLinks(facts, new URL(siteUrl()).origin);
    for (const link of internal) if (!internalLinks.has(link)) internalLinks.set(link, route);
    for (const link of external) externalLinks.add(link);
    for (const asset of facts.assets) if (!assets.has(asset)) assets.set(asset, route);
    return issues;
  }

  const withLanguage = async (visit: Awaited<ReturnType<typeof openRoute>>): Promise<Facts> => ({
    ...(await pageFacts(visit.page)),
    ...(await visit.page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))),
  });

  /** The hydrated page: errors, scheme, loader, links, images, axe, and no sideways scroll at 320 px. */
  async function checkWithJavaScript(route: string, scheme: Scheme, locale?: string) {
    const visit = await open(route, { scheme, locale });
    try {
      const issues: string[] = [];
      if (visit.status !== 200) issues.push(`status ${visit.status}`);
      await waitForHydration(visit.page);
      const loader = await loaderLeaves(visit.page);
      await readThrough(visit.page);
      await waitForNetworkIdle(visit.page);
      const facts = await withLanguage(visit);
      const violations = await axeViolations(visit.page);
      counts.violations += violations.length;
      const dark = scheme === 'stored-dark' || isDarkTwin(route);
      if (facts.darkAttribute !== dark) issues.push(`expected the ${dark ? 'dark' : 'light'} scheme, html has ${facts.darkAttribute ? '' : 'no '}data-dark`);
      if (!loader.gone) issues.push('the loader still covers the page 10 s after load');
      if (facts.mainTextLength < 40) issues.push(`<main> has only ${facts.mainTextLength} characters of text`);
      if (facts.h1.length !== 1) issues.push(`${facts.h1.length} h1 elements (${facts.h1.join(' | ')})`);
      for (const html of facts.emptyHashLinks) issues.push(`href="#": ${html}`);
      for (const href of facts.missingAnchors) issues.push(`in-page link ${href} has no target id`);
      for (const src of facts.imagesWithoutSize) issues.push(`img without width/height: ${src}`);
      issues.push(...remember(route, facts), ...visit.problems, ...violations);
      const sideways = await sidewaysScroll(visit.page);
      if (sideways) issues.push(sideways);
      return { issues, facts };
    } finally {
      await visit.close();
    }
  }

  /**
   * The prerendered HTML alone: content, links, no sideways scroll at 320 px, and no brand screen
   * (without JavaScript no page is held behind it). `read` runs in the page before it closes, for
   * what a caller compares (the languages' crawl reads the visible text).
   */
  async function checkWithoutJavaScript<T = undefined>(route: string, { read, locale }: { read?: (page: Awaited<ReturnType<typeof openRoute>>['page']) => Promise<T>; locale?: string } = {}) {
    const visit = await open(route, { shared: await profileWithoutJavaScript(locale ?? 'en-US') });
    try {
      const issues: string[] = [];
      if (visit.status !== 200) issues.push(`no JS: status ${visit.status}`);
      const facts = await withLanguage(visit);
      if (await brandScreenShown(visit.page)) issues.push('no JS: the brand screen covers the page');
      if (facts.h1.length === 0) issues.push('no JS: no h1');
      if (facts.mainTextLength < 40) issues.push(`no JS: <main> has only ${facts.mainTextLength} characters of text`);
      if (facts.headerLinks === 0) issues.push('no JS: no links in the header');
      if (facts.footerLinks === 0) issues.push('no JS: no links in the footer');
      for (const heading of facts.transparentHeadings) issues.push(`no JS: ${heading} is in the HTML but not shown`);
      for (const name of facts.islandsNotInScript) issues.push(`island ${name} is not in the page's script, so its code is not fetched with the entry`);
      issues.push(...remember(route, facts));
      const read_ = read ? await read(visit.page) : undefined;
      const sideways = await sidewaysScroll(visit.page);
      if (sideways) issues.push(`no JS: ${sideways}`);
      return { issues, facts, read: read_ as T };
    } finally {
      await visit.close();
    }
  }

  /** What the hydrated page shows that its prerendered HTML does not (headings, links, the h1). */
  function compareWithPrerendered(hydrated: PageFacts, prerendered: PageFacts) {
    const issues: string[] = [];
    if (prerendered.h1.join() !== hydrated.h1.join()) {
      issues.push(`no JS: h1 "${prerendered.h1.join(' | ')}" differs from the hydrated "${hydrated.h1.join(' | ')}"`);
    }
    const missingH2 = hydrated.h2.filter((h) => !prerendered.h2.includes(h));
    if (missingH2.length) issues.push(`no JS: section headings only with JavaScript: ${missingH2.join(' | ')}`);
    const jsOnlyLinks = linksOnlyWithJavaScript(hydrated, prerendered);
    if (jsOnlyLinks.length) issues.push(`no JS: links only with JavaScript: ${jsOnlyLinks.join(' ')}`);
    return issues;
  }

  /** Fails the test with a page's issues, counting them for the tally. */
  function report(route: string, issues: string[]) {
    counts.problems += issues.length;
    reportIssues(route, issues);
  }

  /** Every link and asset the visits met, each checked once; call after the visits' tests. */
  function linkAndAssetTests() {
    it('every internal link resolves to a page that renders (200, or a bare detail path redirecting to one)', async () => {
      expect(internalLinks.size).toBeGreaterThan(0);
      const broken: string[] = [];
      for (const [link, foundOn] of internalLinks) {
        const first = await fetch(new URL(link, siteUrl()), { redirect: 'manual' });
        let status = first.status;
        let detail = '';
        const path = new URL(link, siteUrl()).pathname;
        if (status === 301 && redirectPaths.some((bare) => path === bare || path.endsWith(bare))) {
          const location = first.headers.get('location') ?? '';
          status = (await fetch(new URL(location, siteUrl()), { redirect: 'manual' })).status;
          detail = ` via 301 to ${location}`;
        }
        await first.body?.cancel();
        if (status !== 200) broken.push(`${link} (on ${foundOn}) answers ${status}${detail}`);
      }
      report('the internal links', broken);
    });

    it('every image, video, caption and icon the pages reference is served', async () => {
      const missing: string[] = [];
      for (const [asset, foundOn] of assets) {
        const url = new URL(asset);
        if (url.origin !== new URL(siteUrl()).origin) {
          missing.push(`${asset} (on ${foundOn}) is not on the site's origin`);
          continue;
        }
        const response = await fetch(url, { method: 'HEAD' });
        if (response.status !== 200) missing.push(`${url.pathname} (on ${foundOn}) answers ${response.status}`);
      }
      report('the referenced assets', missing);
    });
  }

  return { open, checkWithJavaScript, checkWithoutJavaScript, compareWithPrerendered, report, linkAndAssetTests };
}
