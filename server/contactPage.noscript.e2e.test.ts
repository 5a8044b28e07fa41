// @vitest-environment node
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowserLaunchOptions } from '../scripts/chromium';
import { contactFormLabels } from '../src/content/contact';
import { contactPagePath, inquiryFormPath, sentQuery } from './inquiryPage.mjs';
import { builtSite, ensureSiteBuild } from './siteBuild';
import { startSite } from './startSite.mjs';
import { inquiriesTable, tempDir } from './testSupport';

/**
 * The contact page with JavaScript off, as a visitor meets it before the page's code runs: the
 * production build served by the production server, in Chromium. The browser posts the form
 * itself; the inquiry must land, the answer must say so, and nothing typed may reach an address.
 * Three inquiries a minute per address, so the fourth meets the real limit (a refused one counts,
 * as for the JSON endpoint).
 */
const scratch = tempDir('contact-noscript-e2e');
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let context: BrowserContext;
const labels = contactFormLabels;
/** Every address the browser asked for or showed, redirects included. */
const visited: string[] = [];
const consoleErrors: string[] = [];

interface Typed {
  name: string;
  email: string;
  phone: string;
  comments: string;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name });

async function fill(page: Page, values: Typed) {
  await textbox(page, labels.name).fill(values.name);
  await textbox(page, labels.email).fill(values.email);
  await textbox(page, labels.phone).fill(values.phone);
  await textbox(page, labels.comments).fill(values.comments);
}

async function shownValues(page: Page): Promise<Typed> {
  return {
    name: await textbox(page, labels.name).inputValue(),
    email: await textbox(page, labels.email).inputValue(),
    phone: await textbox(page, labels.phone).inputValue(),
    comments: await textbox(page, labels.comments).inputValue(),
  };
}

/** Submits as a visitor does and waits for the page the browser lands on. */
async function submit(page: Page) {
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: labels.submit }).click()]);
}

const stored = async () => (await (site.db as PGlite).query(`select name, email, phone_no, comments, locale from ${inquiriesTable} order by id`)).rows;

/** No visited address carries any typed value, raw or as a form or URL would encode it. */
function expectNothingTypedIn(urls: string[], values: Typed) {
  const pieces = Object.values(values).flatMap((value) => [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)]);
  for (const url of urls) {
    const decoded = decodeURIComponent(url);
    for (const piece of pieces) {
      expect(url, `${url} carries a typed value`).not.toContain(piece);
      expect(decoded, `${url} carries a typed value`).not.toContain(piece);
    }
  }
}

beforeAll(async () => {
  ensureSiteBuild();
  site = await startSite({ staticRoot: builtSite, dataDir: path.join(scratch.dir, 'data'), rateLimit: { max: 3 } });
  browser = await chromium.launch(testBrowserLaunchOptions());
  context = await browser.newContext({ javaScriptEnabled: false });
  context.on('request', (request) => visited.push(request.url()));
  context.on('page', (page) => {
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    page.on('console', (message) => {
      // A refused post is answered 400 or 429 on purpose, and Chromium logs the status of every such page.
      if (message.type() === 'error' && !/status of 4(00|29) /.test(message.text())) consoleErrors.push(message.text());
    });
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  scratch.remove();
});

describe('the contact page with JavaScript off', { timeout: 30_000 }, () => {
  const kenji = { name: 'Kenji Sato', email: 'kenji@example.jp', phone: '+81 90 1234 5678', comments: 'We sell tea online from Osaka.\nWhich state suits us?' };

  it('posts the form, stores the inquiry and says so, with nothing typed in any address', async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}${contactPagePath}`);
    const form = page.locator('form[aria-labelledby]');
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('action')).toBe(inquiryFormPath);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);

    await fill(page, kenji);
    await submit(page);
    expect(page.url()).toBe(`${site.url}${contactPagePath}?${sentQuery}`);
    expect(await page.getByRole('alert').textContent()).toBe(labels.success);
    expect(await shownValues(page)).toEqual({ name: '', email: '', phone: '', comments: '' });
    // The page's language comes with the post, from the prerendered form's hidden field.
    expect(await stored()).toEqual([{ name: kenji.name, email: kenji.email, phone_no: kenji.phone, comments: kenji.comments, locale: 'en' }]);
    expectNothingTypedIn(visited, kenji);
    await page.close();
  });

  it('shows the failure message with every typed value kept when the inquiry is refused, and sends it once corrected', async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}${contactPagePath}`);
    const lea = { name: 'Lea <Weber> & "Co"', email: 'lea-at-example.de', phone: '+49 30 1234567', comments: 'A US LLC for my Berlin studio.' };
    await fill(page, lea);
    await submit(page);
    expect(await page.getByRole('alert').textContent()).toBe(labels.failure);
    expect(await shownValues(page)).toEqual(lea);
    // The field the table refused is marked and has the focus.
    expect(await textbox(page, labels.email).getAttribute('aria-invalid')).toBe('true');
    expect(await textbox(page, labels.name).getAttribute('aria-invalid')).toBe('false');
    await expect.poll(() => textbox(page, labels.email).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await stored()).toHaveLength(1);

    // The answer is a plain page whose form posts again, as the first one did.
    await textbox(page, labels.email).fill('lea@example.de');
    await submit(page);
    expect(page.url()).toBe(`${site.url}${contactPagePath}?${sentQuery}`);
    expect(await page.getByRole('alert').textContent()).toBe(labels.success);
    expect((await stored()).at(-1)).toEqual({ name: lea.name, email: 'lea@example.de', phone_no: lea.phone, comments: lea.comments, locale: 'en' });
    expectNothingTypedIn(visited, { ...lea, email: 'lea@example.de' });
    expectNothingTypedIn(visited, lea);
    await page.close();
  });

  it('shows the failure message with every typed value kept when the address is over its limit', async () => {
    // Three tries this minute: the first inquiry, the refused one and its correction.
    const page = await context.newPage();
    await page.goto(`${site.url}${contactPagePath}`);
    const ana = { name: 'Ana Silva', email: 'ana@example.com', phone: '+351 912 345 678', comments: 'A third inquiry this minute.' };
    await fill(page, ana);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === inquiryFormPath);
    await submit(page);
    expect((await answer).status()).toBe(429);
    expect(await page.getByRole('alert').textContent()).toBe(labels.failure);
    expect(await shownValues(page)).toEqual(ana);
    expect(await stored()).toHaveLength(2);
    expectNothingTypedIn(visited, ana);
    await page.close();
  });

  it('met no error on the way (no refused script, style or form post)', () => {
    expect(consoleErrors).toEqual([]);
  });
});
