import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksOnlyWithJavaScript, sortLinks } from './links';
import { type PageFacts } from './pageFacts';
import { isDarkTwin, pageRoutes, redirectPaths, storedDarkRoutes } from './routes';
import { writeTally } from './tally';
import {
  type Scheme, axeViolations, connectBrowser, loaderLeaves, openRoute, pageFacts, readThrough, reportIssues, siteUrl, waitForHydration,
  waitForNetworkIdle,
} from './visit';

/**
 * Every prerendered route in Chromium against the production server: as a first-time visitor
 * (light), with JavaScript off, and in the visitor's stored dark scheme. Links and assets found
 * on the way are gathered and each checked once at the end.
 */
let browser: Browser;
const internalLinks = new Map<string, string>();
const externalLinks = new Set<string>();
const assets = new Map<string, string>();
const counts = { visits: 0, violations: 0, problems: 0 };

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  writeTally('crawl', {
    routes: pageRoutes.length,
    visits: counts.visits,
    internalLinks: internalLinks.size,
    externalLinks: externalLinks.size,
    assets: assets.size,
    violations: counts.violations,
    problems: counts.problems,
  });
});

function remember(route: string, facts: PageFacts) {
  const { internal, external, issues } = sortLinks(facts, new URL(siteUrl()).origin);
  for (const link of internal) if (!internalLinks.has(link)) internalLinks.set(link, route);
  for (const link of external) externalLinks.add(link);
  for (const asset of facts.assets) if (!assets.has(asset)) assets.set(asset, route);
  return issues;
}

/** The hydrated page: errors, scheme, loader, links, images and axe. */
async function checkWithJavaScript(route: string, scheme: Scheme) {
  const visit = await openRoute(browser, route, { scheme });
  counts.visits += 1;
  try {
    const issues: string[] = [];
    if (visit.status !== 200) issues.push(`status ${visit.status}`);
    await waitForHydration(visit.page);
    const loader = await loaderLeaves(visit.page);
    await readThrough(visit.page);
    await waitForNetworkIdle(visit.page);
    const facts = await pageFacts(visit.page);
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
    return { issues, facts };
  } finally {
    await visit.context.close();
  }
}

/** The prerendered HTML alone: content, links, and the loader gone by CSS. */
async function checkWithoutJavaScript(route: string) {
  const visit = await openRoute(browser, route, { javaScript: false });
  counts.visits += 1;
  try {
    const issues: string[] = [];
    if (visit.status !== 200) issues.push(`no JS: status ${visit.status}`);
    const loader = await loaderLeaves(visit.page);
    const facts = await pageFacts(visit.page);
    if (loader.leavesAfterMs === null || loader.leavesAfterMs > 1_500) {
      issues.push(`no JS: the loader's CSS does not hide it within 1.5 s (${loader.leavesAfterMs ?? 'no leaving animation'} ms)`);
    } else if (!loader.gone) {
      issues.push('no JS: the loader still covers the page 10 s after load');
    }
    if (facts.h1.length === 0) issues.push('no JS: no h1');
    if (facts.mainTextLength < 40) issues.push(`no JS: <main> has only ${facts.mainTextLength} characters of text`);
    if (facts.headerLinks === 0) issues.push('no JS: no links in the header');
    if (facts.footerLinks === 0) issues.push('no JS: no links in the footer');
    for (const heading of facts.transparentHeadings) issues.push(`no JS: ${heading} is in the HTML but not shown`);
    return { issues, facts };
  } finally {
    await visit.context.close();
  }
}

describe.concurrent('every route as a first visit (light), hydrated and with JavaScript off', () => {
  it.each(pageRoutes)('%s', async (route) => {
    const [hydrated, prerendered] = await Promise.all([checkWithJavaScript(route, 'light'), checkWithoutJavaScript(route)]);
    const issues = [...hydrated.issues, ...prerendered.issues];
    if (prerendered.facts.h1.join() !== hydrated.facts.h1.join()) {
      issues.push(`no JS: h1 "${prerendered.facts.h1.join(' | ')}" differs from the hydrated "${hydrated.facts.h1.join(' | ')}"`);
    }
    const missingH2 = hydrated.facts.h2.filter((h) => !prerendered.facts.h2.includes(h));
    if (missingH2.length) issues.push(`no JS: section headings only with JavaScript: ${missingH2.join(' | ')}`);
    const jsOnlyLinks = linksOnlyWithJavaScript(hydrated.facts, prerendered.facts);
    if (jsOnlyLinks.length) issues.push(`no JS: links only with JavaScript: ${jsOnlyLinks.join(' ')}`);
    counts.problems += issues.length;
    reportIssues(route, issues);
  });
});

describe.concurrent("the visitor's stored dark scheme", () => {
  it.each(storedDarkRoutes())('%s', async (route) => {
    const { issues } = await checkWithJavaScript(route, 'stored-dark');
    counts.problems += issues.length;
    reportIssues(`${route} (stored dark)`, issues);
  });
});

describe('what the pages link to', () => {
  it('every internal link resolves to a page that renders (200, or a bare detail path redirecting to one)', async () => {
    expect(internalLinks.size).toBeGreaterThan(0);
    const broken: string[] = [];
    for (const [link, foundOn] of internalLinks) {
      const first = await fetch(new URL(link, siteUrl()), { redirect: 'manual' });
      let status = first.status;
      let detail = '';
      if (status === 301 && redirectPaths.includes(new URL(link, siteUrl()).pathname)) {
        const location = first.headers.get('location') ?? '';
        status = (await fetch(new URL(location, siteUrl()), { redirect: 'manual' })).status;
        detail = ` via 301 to ${location}`;
      }
      await first.body?.cancel();
      if (status !== 200) broken.push(`${link} (on ${foundOn}) answers ${status}${detail}`);
    }
    counts.problems += broken.length;
    reportIssues('the internal links', broken);
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
    counts.problems += missing.length;
    reportIssues('the referenced assets', missing);
  });
});
