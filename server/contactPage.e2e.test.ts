// @vitest-environment node
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowserLaunchOptions } from '../scripts/chromium';
import { contactFormLabels } from '../src/content/contact';
import { inquiryFormPath } from './inquiryPage.mjs';
import { builtSite, ensureSiteBuild } from './siteBuild';
import { createSiteHandler } from './siteHandler.mjs';
import { startSite } from './startSite.mjs';
import { createStaticHandler } from './staticSite.mjs';
import { inquiriesTable, tempDir } from './testSupport';

/**
 * The contact page as a visitor meets it: the production build served by the production server
 * with the embedded endpoint, in Chromium. One inquiry a minute per address, so the second
 * submit from this browser meets the endpoint's real refusal (429).
 */
const scratch = tempDir('contact-e2e');
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
const labels = contactFormLabels;

async function fill(page: Page, values: { name: string; email: string; phone: string; comments?: string }) {
  await page.getByRole('textbox', { name: labels.name }).fill(values.name);
  await page.getByRole('textbox', { name: labels.email }).fill(values.email);
  await page.getByRole('textbox', { name: labels.phone }).fill(values.phone);
  if (values.comments !== undefined) await page.getByRole('textbox', { name: labels.comments }).fill(values.comments);
}

const scriptsLoaded = (page: Page) => {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) urls.push(new URL(response.url()).pathname);
  });
  return urls;
};

beforeAll(async () => {
  ensureSiteBuild();
  site = await startSite({ staticRoot: builtSite, dataDir: path.join(scratch.dir, 'data'), rateLimit: { max: 1 } });
  browser = await chromium.launch(testBrowserLaunchOptions());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  scratch.remove();
});

// A browser on a loaded two-core machine: give each step room.
describe('the contact page on the running site', { timeout: 30_000 }, () => {
  let homeScripts: string[] = [];

  it('does not load supabase-js on the home page', async () => {
    const page = await browser.newPage();
    homeScripts = scriptsLoaded(page);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    // The home page fetches no script until the visitor acts: read it to the end, so every island's
    // code arrives, and check none of it is the form's.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(homeScripts.length).toBeGreaterThan(0);
    await page.close();
  });

  it('sends an inquiry that lands as a row, prefilled from the plan the visitor chose', async () => {
    const page = await browser.newPage();
    const scripts = scriptsLoaded(page);
    await page.goto(`${site.url}/contact-us?plan=Custom`, { waitUntil: 'networkidle' });
    const comments = page.getByRole('textbox', { name: labels.comments });
    await expect.poll(() => comments.inputValue()).toBe("I'm interested in the Custom plan.");
    const beforeSubmit = scripts.length;
    // The live form sends with supabase-js only: the browser's own post of the form never goes out as well.
    const formPosts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === inquiryFormPath) formPosts.push(request.method());
    });
    await fill(page, { name: 'Kenji Sato', email: 'kenji@example.jp', phone: '+81 90 1234 5678' });
    await comments.fill("I'm interested in the Custom plan. We sell tea online from Osaka.");
    await page.getByRole('button', { name: labels.submit }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(labels.success);
    expect(await page.getByRole('textbox', { name: labels.name }).inputValue()).toBe('');
    expect(formPosts).toEqual([]);
    expect(page.url()).toBe(`${site.url}/contact-us?plan=Custom`);

    const { rows } = await (site.db as PGlite).query(`select name, email, phone_no, comments, locale from ${inquiriesTable}`);
    expect(rows).toEqual([
      {
        name: 'Kenji Sato',
        email: 'kenji@example.jp',
        phone_no: '+81 90 1234 5678',
        comments: "I'm interested in the Custom plan. We sell tea online from Osaka.",
        // The language of the page it was sent from, its <html lang>.
        locale: 'en',
      },
    ]);
    // supabase-js came with the submit, and the home page never asked for it.
    // (Sections further down may load their own code meanwhile; the client is one the home page never loads.)
    const submitScripts = scripts.slice(beforeSubmit);
    expect(submitScripts.filter((script) => !homeScripts.includes(script)).length).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the failure message and keeps every typed value when the endpoint refuses (429)', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/contact-us`, { waitUntil: 'networkidle' });
    const typed = { name: 'Lea Weber', email: 'lea@example.de', phone: '+49 30 1234567', comments: 'A US LLC for my Berlin studio.' };
    await fill(page, typed);
    const answer = page.waitForResponse((response) => response.url().includes('/rest/v1/'));
    await page.getByRole('button', { name: labels.submit }).click();
    expect((await answer).status()).toBe(429);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(labels.failure);
    expect(await page.getByRole('textbox', { name: labels.name }).inputValue()).toBe(typed.name);
    expect(await page.getByRole('textbox', { name: labels.email }).inputValue()).toBe(typed.email);
    expect(await page.getByRole('textbox', { name: labels.phone }).inputValue()).toBe(typed.phone);
    expect(await page.getByRole('textbox', { name: labels.comments }).inputValue()).toBe(typed.comments);
    expect((await (site.db as PGlite).query(`select 1 from ${inquiriesTable} where email = 'lea@example.de'`)).rows).toEqual([]);
    await page.close();
  });

  it('shows the unexpected message when the form cannot load what sends it, and keeps what was typed', async () => {
    const page = await browser.newPage();
    // The plan's note in the message box shows the form is live before the network goes away.
    await page.goto(`${site.url}/contact-us?plan=Custom`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('textbox', { name: labels.comments }).inputValue()).toBe("I'm interested in the Custom plan.");
    await fill(page, { name: 'Ana Silva', email: 'ana@example.com', phone: '+351 912 345 678', comments: 'Hello' });

    // supabase-js has not loaded yet: offline, its chunk cannot load and the dynamic import throws.
    // (The click is dispatched: Playwright's click waits on the offline page's network and can stall.)
    await page.context().setOffline(true);
    await page.getByRole('button', { name: labels.submit }).dispatchEvent('click');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(labels.unexpected);
    expect(await page.getByRole('textbox', { name: labels.comments }).inputValue()).toBe('Hello');
    await page.close();
  });

  it('shows the failure message when the request never reaches the server, and keeps what was typed', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/contact-us`, { waitUntil: 'networkidle' });
    await fill(page, { name: 'Ana Silva', email: 'ana@example.com', phone: '+351 912 345 678', comments: 'Hello' });

    // supabase-js resolves a request that never reaches the server with an error (status 0).
    await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: labels.submit }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(labels.failure);
    expect(await page.getByRole('textbox', { name: labels.comments }).inputValue()).toBe('Hello');
    await page.close();
  });
});

describe('the answer to a post the browser sent itself, seen with JavaScript on', { timeout: 30_000 }, () => {
  it('is a plain page whose form still posts (nothing holds the submit for a React that never comes)', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/contact-us?sent=1`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('alert').textContent()).toBe(labels.success);
    const typed = { name: 'Mia Chen', email: 'mia@example.sg', phone: '+65 8123 4567', comments: 'Another question.' };
    await fill(page, typed);
    // This browser's address has used its inquiry for the minute: the post is refused, and says so.
    await Promise.all([page.waitForURL(`${site.url}${inquiryFormPath}`), page.getByRole('button', { name: labels.submit }).click()]);
    expect(await page.getByRole('alert').textContent()).toBe(labels.failure);
    expect(await page.getByRole('textbox', { name: labels.comments }).inputValue()).toBe(typed.comments);
    await page.close();
  });
});

describe('a static host answering /contact-us?sent=1 with the plain prerendered page', { timeout: 30_000 }, () => {
  let host: Server;
  let hostUrl: string;
  beforeAll(async () => {
    host = createServer(createSiteHandler({ staticHandler: createStaticHandler(builtSite) }));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  it('shows the success message once the page has hydrated, without a hydration error', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${hostUrl}/contact-us?sent=1`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(labels.success);
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
