// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowserLaunchOptions } from '../scripts/chromium';
import { translatedLocales } from '../src/locale/siteLocales';
import { contactPagePath, inquiryFormPath, sentQuery } from './inquiryPage.mjs';
import { builtSite, ensureSiteBuild } from './siteBuild';
import { startSite } from './startSite.mjs';
import { inquiriesTable, tempDir } from './testSupport';

/**
 * An inquiry sent from another language's contact page with JavaScript off keeps its language from
 * the page to the stored row and back: the form posts under the page's prefix (/es/inquiries), the
 * row is stored with the page's language, and the answer (sent, or refused with every typed value
 * kept) is that language's contact page with its own words. No address carries anything typed.
 */
const scratch = tempDir('contact-languages-e2e');
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let context: BrowserContext;
const visited: string[] = [];

const catalog = (slug: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../src/messages/${slug}.json`), 'utf8')) as Record<string, string>;

const stored = async () => (await (site.db as PGlite).query<{ email: string; locale: string }>(`select email, locale from ${inquiriesTable} order by id`)).rows;

beforeAll(async () => {
  ensureSiteBuild();
  site = await startSite({ staticRoot: builtSite, dataDir: path.join(scratch.dir, 'data'), rateLimit: { max: 100 } });
  browser = await chromium.launch(testBrowserLaunchOptions());
  context = await browser.newContext({ javaScriptEnabled: false });
  context.on('request', (request) => visited.push(request.url()));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  scratch.remove();
});

describe('an inquiry sent without JavaScript keeps its language', { timeout: 30_000 }, () => {
  it.for(translatedLocales.map((locale) => ({ slug: locale.slug, tag: locale.tag })))('$slug: stored as $slug, answered on the $slug contact page in its words', async ({ slug, tag }) => {
    const words = catalog(slug);
    const page = await context.newPage();
    const field = (key: string) => page.getByRole('textbox', { name: words[`ui.forms.contact.${key}`], exact: true });
    await page.goto(`${site.url}/${slug}${contactPagePath}`);
    expect(await page.locator('form[method="post"]').getAttribute('action')).toBe(`/${slug}${inquiryFormPath}`);
    const email = `founder.${slug}@example.com`;

    // Refused first (an address the table will not take): the same page in the same language, everything kept.
    await field('name').fill('Ana Founder');
    await field('email').fill(`not-an-address-${slug}`);
    await field('phone').fill('+55 11 91234 5678');
    await field('comments').fill('Una LLC en Wyoming, por favor.');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: words['ui.forms.contact.submit'] }).click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe(tag);
    expect(await page.getByRole('alert').textContent()).toBe(words['ui.inquiry.failure']);
    expect(await field('name').inputValue()).toBe('Ana Founder');
    expect(await field('comments').inputValue()).toBe('Una LLC en Wyoming, por favor.');

    // Corrected and sent: stored in the page's language, answered on that language's page.
    await field('email').fill(email);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: words['ui.forms.contact.submit'] }).click()]);
    expect(page.url()).toBe(`${site.url}/${slug}${contactPagePath}?${sentQuery}`);
    expect(await page.locator('html').getAttribute('lang')).toBe(tag);
    expect(await page.getByRole('alert').textContent()).toBe(words['ui.inquiry.success']);
    expect(await field('name').inputValue()).toBe('');
    expect((await stored()).filter((row) => row.email === email)).toEqual([{ email, locale: slug }]);
    for (const url of visited) expect(decodeURIComponent(url)).not.toContain(email);
    await page.close();
  });
});
