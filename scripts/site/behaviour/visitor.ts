import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { localePath } from '../../../src/locale/localePath';
import { english, siteLocales, type SiteLocale } from '../../../src/locale/siteLocales';
import { laterPageOfVisit, loaderLeaves, siteUrl } from '../visit';

/*
 * What the behaviour specs share: a visitor's browser in a language, a scheme and a width, and the
 * words of that language's catalog, so a test reads what a Spanish or Arabic visitor reads.
 */

const messagesDir = path.resolve(import.meta.dirname, '../../../src/messages');

/** The site's English and one language of each direction the behaviour suite visits besides it. */
export const visitedLanguages = ['en', 'es', 'ar'] as const;
export type VisitedLanguage = (typeof visitedLanguages)[number];

/** A language by its catalog's name: 'en' is English at the root, 'es' Spanish under /es/. */
export const localeOf = (slug: string): SiteLocale => {
  const locale = slug === 'en' ? english : siteLocales.find((candidate) => candidate.slug === slug);
  if (!locale) throw new Error(`no site language ${slug}`);
  return locale;
};

const catalogs = new Map<string, Record<string, string>>();

/** A message of a language's catalog as the page shows it when it has no placeholder. */
export function words(slug: string, key: string): string {
  let catalog = catalogs.get(slug);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(path.join(messagesDir, `${slug}.json`), 'utf8')) as Record<string, string>;
    catalogs.set(slug, catalog);
  }
  const message = catalog[key];
  if (message === undefined) throw new Error(`${slug}.json has no ${key}`);
  return message;
}

export interface VisitorOptions {
  language?: string;
  scheme?: 'light' | 'dark';
  width?: number;
  height?: number;
  javaScript?: boolean;
  reducedMotion?: boolean;
  /** The visit's first page, behind the brand screen; by default a later one (visit.ts' `laterPageOfVisit`). */
  firstPage?: boolean;
  /** A touch screen (a phone's taps). */
  hasTouch?: boolean;
}

export const phone = { width: 412, height: 823 };
export const desktop = { width: 1280, height: 900 };

/** A fresh profile as that visitor's: the system in their scheme, their browser in their language. */
export async function visitorBrowser(
  browser: Browser,
  { language = 'en', scheme = 'light', width = desktop.width, height = desktop.height, javaScript = true, reducedMotion = false, firstPage = false, hasTouch = false }: VisitorOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: siteUrl(),
    colorScheme: scheme,
    locale: localeOf(language).tag,
    viewport: { width, height },
    javaScriptEnabled: javaScript,
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    hasTouch,
  });
  if (!firstPage) await laterPageOfVisit(context);
  return context;
}

/** Opens a route in a language (`/business` on /es/business) and waits for the brand screen to leave. */
export async function openPage(context: BrowserContext, route: string, language = 'en'): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(localePath(localeOf(language), route), { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${route} in ${language} answered ${response?.status()}`);
  const { gone } = await loaderLeaves(page);
  if (!gone) throw new Error(`${route} in ${language}: the loading screen never left`);
  return page;
}

/** Scrolls an element to the middle of the screen at once, as a visitor's fling ends on it. */
export function scrollToCentre(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) throw new Error(`nothing matches ${css}`);
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, selector);
}

/** Samples `read` every `everyMs` for `forMs`: what a visitor watching it would have seen, in order. */
export async function watch<T>(page: Page, read: () => Promise<T>, { forMs, everyMs = 100 }: { forMs: number; everyMs?: number }): Promise<{ at: number; value: T }[]> {
  const seen: { at: number; value: T }[] = [];
  const start = Date.now();
  while (Date.now() - start <= forMs) {
    seen.push({ at: Date.now() - start, value: await read() });
    await page.waitForTimeout(everyMs);
  }
  return seen;
}
