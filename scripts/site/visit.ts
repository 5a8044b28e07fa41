import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type PageFacts, readPageFacts } from './pageFacts';
import { writeTally } from './tally';
import { sidewaysOverflow } from '../../.storybook/visual/sidewaysOverflow';
import { brandScreenKey } from '../../src/sections/Loader/brandScreen';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const siteUrl = () => inject('siteUrl');

export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * The shared Chromium as one spec file uses it: connected before its tests, closed after them, with
 * its page visits counted for the run's closing tally line.
 */
export function specBrowser(name: string) {
  let browser: Browser | undefined;
  let visits = 0;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    writeTally(name, { visits });
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error(`${name}: the browser is connected in beforeAll`);
      return browser;
    },
    visited() {
      visits += 1;
    },
  };
}

/** React 19 production builds report hydration trouble as minified errors 418, 423 and 425. */
const hydrationText = /hydrat|Minified React error #(418|423|425)\b/i;

export type Scheme = 'light' | 'stored-dark';

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Ends the visit: closes its page, and its context unless the visit was opened in a shared one. */
  close: () => Promise<void>;
  status: number;
  /** Console errors, uncaught errors, hydration warnings, failed or refused requests. */
  problems: string[];
}

/**
 * A visitor who has opened a page of the site before in this visit, so the brand screen, which
 * shows on a visit's first page only, is behind them (src/sections/Loader/brandScreen.ts). Most
 * checks are about a page, not about a visit's start, and need not wait out its 1.5 s.
 */
export function laterPageOfVisit(context: BrowserContext) {
  return context.addInitScript((key) => sessionStorage.setItem(key, '1'), brandScreenKey);
}

/**
 * A visitor's browser profile: the system in light mode, a desktop window, the visitor's language,
 * on a later page of their visit (`firstPage`: the page they start on, behind the brand screen).
 */
export async function visitorContext(browser: Browser, { javaScript = true, locale = 'en-US', firstPage = false }: { javaScript?: boolean; locale?: string; firstPage?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: siteUrl(), colorScheme: 'light', javaScriptEnabled: javaScript, viewport: { width: 1280, height: 900 }, locale });
  if (!firstPage) await laterPageOfVisit(context);
  return context;
}

/**
 * Opens a route the way a visitor does: a fresh profile with the system in light mode, and for
 * `stored-dark` the choice MUI's scheme toggle stores ('mui-mode' = 'dark') set before any script.
 * `shared`: a page in that context instead, with that context's JavaScript and language (the crawl's
 * JavaScript-off visits, where a page keeps nothing between visits and a fresh profile per page cost
 * more than half of each visit's CPU).
 */
export async function openRoute(
  browser: Browser,
  route: string,
  {
    scheme = 'light',
    javaScript = true,
    expectStatus = 200,
    locale = 'en-US',
    shared,
  }: {
    scheme?: Scheme;
    javaScript?: boolean;
    expectStatus?: number;
    /** The browser's language (a visitor of /es/ reads Spanish). */
    locale?: string;
    shared?: BrowserContext;
  } = {},
): Promise<Visit> {
  const context = shared ?? (await visitorContext(browser, { javaScript, locale }));
  if (shared && scheme !== 'light') throw new Error('a stored scheme needs a fresh profile: open this visit without `shared`');
  if (scheme === 'stored-dark') await context.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  const page = await context.newPage();
  const close = () => (shared ? page.close() : context.close());
  const problems: string[] = [];
  const documentUrl = new URL(route, siteUrl()).href;
  page.on('console', (message) => {
    const text = message.text();
    // The browser logs the document's own expected 404 as a failed resource.
    if (expectStatus === 404 && message.location().url === documentUrl && /status of 404/.test(text)) return;
    if (message.type() === 'error' || hydrationText.test(text)) problems.push(`console.${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== documentUrl) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Chromium cancels media range requests it no longer needs; that is not a failure.
    if (reason === 'net::ERR_ABORTED' && request.resourceType() === 'media') return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  const response = await page.goto(route, { waitUntil: 'load' });
  return { context, page, close, status: response?.status() ?? 0, problems };
}

/**
 * Live: every island (src/platform/island.tsx) within reach of the screen has hydrated and dropped
 * its `data-awaiting-code` marker. Islands further down come
 * alive as a reader scrolls to them (readThrough).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
      if (islands.length === 0) return true;
      const near = (island: HTMLElement) =>
        [...island.children].some((child) => {
          const box = child.getBoundingClientRect();
          return box.bottom > -400 && box.top < innerHeight + 400 && (box.width > 0 || box.height > 0);
        });
      // A page with no island in reach runs no code until the visitor acts: nothing to wait for.
      return islands.filter(near).every((island) => !island.hasAttribute('data-awaiting-code'));
    },
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Scrolls through the page a screen at a time, as a reader does, so in-view effects (reveals,
 * counters, skill bars) and lazy images run, and whatever they log is caught.
 */
export async function readThrough(page: Page, screens = 12) {
  for (let step = 0; step < screens; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(80);
    if (atEnd) break;
  }
}

/** Lazy route chunks and images settle; a page that keeps polling must not hang the crawl. */
export async function waitForNetworkIdle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** Fails the test with every issue of a page on its own line. */
export function reportIssues(route: string, issues: string[]) {
  if (issues.length) throw new Error(`${issues.length} problem(s) on ${route}:\n  - ${issues.join('\n  - ')}`);
}

/**
 * On a visit's first page the brand screen leaves by a CSS animation alone (1.2 s delay, 300 ms
 * fade); on any other page it never shows. Returns when the animation's end state should be reached (ms after it
 * starts; null when the loader has no leaving animation) and whether it was gone by `timeout`
 * after load: a loaded two-core machine may paint late, the CSS is what must be right.
 */
// Generous: the CSS timing itself is checked above; a busy machine may paint the end of it late.
export async function loaderLeaves(page: Page, timeout = 10_000) {
  const leavesAfterMs = await page.evaluate(() => {
    const loader = document.querySelector('[data-testid="site-loader"]');
    if (!loader) return 0;
    const style = getComputedStyle(loader);
    if (style.display === 'none') return 0;
    if (style.animationName === 'none' || style.animationFillMode !== 'forwards') return null;
    const ms = (value: string) => Math.max(...value.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 1 : 1000)));
    return ms(style.animationDelay) + ms(style.animationDuration);
  });
  // Polled from here: with JavaScript off the page runs no timers, so waitForFunction would look once.
  const deadline = Date.now() + timeout;
  let gone = false;
  while (!gone && Date.now() < deadline) {
    gone = !(await brandScreenShown(page));
    if (!gone) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { leavesAfterMs, gone };
}

/** In the page: the brand screen is painted and not faded out. */
function brandScreenOnScreen() {
  const loader = document.querySelector('[data-testid="site-loader"]');
  if (!loader) return false;
  const style = getComputedStyle(loader);
  return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0;
}

/** Whether the brand screen is on screen now. */
export function brandScreenShown(page: Page): Promise<boolean> {
  return page.evaluate(brandScreenOnScreen);
}

export function pageFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(readPageFacts);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe with its default rule set (WCAG 2.x A/AA and best practices) on the whole document. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.map(
    (v) =>
      `axe ${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3} more)` : ''}`,
  );
}

/** What scrolls sideways at a phone `width` (WCAG reflow, 320 px); see sidewaysOverflow. */
export async function sidewaysScroll(page: Page, width = 320): Promise<string | null> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(sidewaysOverflow);
}
