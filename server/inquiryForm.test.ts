// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryPostPath, sentParameter } from '../src/sections/ContactForm/inquiryPost';
import { rowFromForm } from './inquiryForm.mjs';
import { contactPagePath, inquiryAnswerPage, inquiryFormPath, sentQuery } from './inquiryPage.mjs';
import { startSite } from './startSite.mjs';
import { fakeSite, goodInquiry, inquiriesTable, supabaseFor, tempDir } from './testSupport';

/**
 * The contact page as the build writes it, cut down to what the answer page touches: labels,
 * fields, the two hidden answers and the bootstrap that would start React.
 */
function field(name: string, label: string, multiline = false) {
  const id = `_R_f_-${name}`;
  const input = multiline
    ? `<textarea aria-invalid="false" aria-describedby="${id}-helper-text" id="${id}" name="${name}" required="" class="MuiInputBase-input"></textarea>` +
      `<textarea aria-hidden="true" class="MuiInputBase-input" readOnly="" tabindex="-1"></textarea>`
    : `<input aria-invalid="false" id="${id}" required="" type="text" class="MuiInputBase-input" name="${name}" value=""/>`;
  const helper = multiline ? `<p class="MuiFormHelperText-root" id="${id}-helper-text">0 of 2000 characters</p>` : '';
  return (
    `<div class="MuiFormControl-root"><label class="MuiInputLabel-root MuiInputLabel-outlined" data-shrink="false" for="${id}" id="${id}-label">${label}</label>` +
    `<div class="MuiInputBase-root MuiOutlinedInput-root">${input}<fieldset aria-hidden="true"><legend><span>${label}</span></legend></fieldset></div>${helper}</div>`
  );
}

const contactHtml =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Contact Us</title>' +
  '<script>(function() { document.documentElement.dataset.scheme = "light"; })()</script>' +
  '<script>(function installEarlyInput(win) { if (win.__sbEarlyInput) return; })(window);</script></head><body><main><h1>Contact Us</h1>' +
  `<form class="MuiCard-root" noValidate="" aria-labelledby="t" action="${inquiryFormPath}" method="post"><h3 id="t">Send us a message</h3>` +
  field('name', 'Your Name') +
  field('email', 'Email Address') +
  field('phone_no', 'Phone Number') +
  field('comments', 'How can we help?', true) +
  '<input type="hidden" name="locale" value="en"/>' +
  '<div aria-hidden="true"><label for="_R_f_-website">Leave this field empty</label><input id="_R_f_-website" type="text" tabindex="-1" autoComplete="off" name="website" value=""/></div>' +
  '<button type="submit">Send Message</button>' +
  '<!--$--><div hidden="" data-inquiry-answer="success"><div role="alert">Form submitted successfully!</div></div>' +
  '<div hidden="" data-inquiry-answer="failure"><div role="alert">Failed to submit the form. Please try again.</div></div><!--/$-->' +
  '</form></main>' +
  '<script id="island-scripts">addEventListener(\'load\',function(){import("/assets/entry.client.js")})</script></body></html>';

const scratch = tempDir('inquiry-form');
let site: Awaited<ReturnType<typeof startSite>>;
let db: PGlite;
let nextAddress = 1;
/** Each test posts from an address of its own (the server trusts one proxy), so the limit of one never leaks into another. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const typed = { ...goodInquiry, website: '', locale: 'en' };
const formType = { 'Content-Type': 'application/x-www-form-urlencoded' };

function post(body: BodyInit, { address = freshAddress(), headers = formType as Record<string, string>, target = inquiryFormPath } = {}) {
  return fetch(`${site.url}${target}`, { method: 'POST', body, headers: { ...headers, 'X-Forwarded-For': address }, redirect: 'manual' });
}

const rows = async () => (await db.query(`select name, email, phone_no, comments from ${inquiriesTable} order by id`)).rows;
const count = async () => (await rows()).length;
const newestLocale = async () => (await db.query<{ locale: string | null }>(`select locale from ${inquiriesTable} order by id desc limit 1`)).rows[0].locale;

/** The page's visible answer and the values its fields carry, read from the HTML as a browser without scripts shows it. */
function shown(html: string) {
  const answer = (outcome: string) => html.includes(`<div data-inquiry-answer="${outcome}">`);
  const values: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input\b[^>]*\bname="([^"]+)"[^>]*\bvalue="([^"]*)"/g)) values[name] = value;
  values.comments = /<textarea\b[^>]*name="comments"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '';
  // A page that never hydrates must not hold taps for React either.
  const hydrates = html.includes('island-scripts');
  expect(html.includes('__sbEarlyInput')).toBe(hydrates);
  expect(html).toContain('dataset.scheme');
  return { success: answer('success'), failure: answer('failure'), values, hydrates };
}

beforeAll(async () => {
  const root = fakeSite(path.join(scratch.dir, 'client'));
  mkdirSync(path.join(root, 'contact-us'));
  writeFileSync(path.join(root, 'contact-us', 'index.html'), contactHtml);
  site = await startSite({ staticRoot: root, rateLimit: { max: 1 }, trustProxy: 'loopback' });
  db = site.db as PGlite;
}, 120_000);

afterAll(async () => {
  await site?.close();
  scratch.remove();
});

describe('the contact form posted without scripts', () => {
  it('posts where the form says it does', () => {
    expect(inquiryPostPath).toBe(inquiryFormPath);
    expect(`${sentParameter.name}=${sentParameter.stored}`).toBe(sentQuery);
  });

  it('stores exactly one row and sends the visitor to the success page, with nothing personal in the address', async () => {
    const before = await count();
    const answer = await post(form({ ...typed, comments: 'First line\r\nSecond line' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${contactPagePath}?${sentQuery}`);
    expect(await count()).toBe(before + 1);
    expect((await rows()).at(-1)).toEqual({ ...goodInquiry, comments: 'First line\nSecond line' });
    // The page's language, from the form's hidden field.
    expect(await newestLocale()).toBe('en');

    const page = await fetch(`${site.url}${contactPagePath}?${sentQuery}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(shown(html)).toMatchObject({ success: true, failure: false, hydrates: false });
    expect(shown(html).values).toMatchObject({ name: '', email: '', phone_no: '', comments: '' });
    expect(await count()).toBe(before + 1);
  });

  it('shows the failure message and keeps every typed value, escaped, when the database refuses the inquiry', async () => {
    const before = await count();
    const values = { name: 'Zoë <b>"&\'', email: 'not-an-email', phone_no: '+1 555 0100 22', comments: '\nTwo <lines>\r\n& more', website: '' };
    const answer = await post(form(values));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    const page = shown(html);
    expect(page).toMatchObject({ success: false, failure: true, hydrates: false });
    expect(page.values).toMatchObject({ name: 'Zoë &lt;b&gt;&quot;&amp;&#39;', email: 'not-an-email', phone_no: '+1 555 0100 22', website: '' });
    // A leading line break needs a companion, or the textarea swallows it.
    expect(page.values.comments).toBe('\n\nTwo &lt;lines&gt;\n&amp; more');
    expect(html).not.toContain('<b>"');
    // Filled fields raise their labels; the empty ones stay as they were.
    expect(html).toContain('data-shrink="true" for="_R_f_-name"');
    expect(html).not.toContain('0 of 2000 characters');
    // The field the table refused is marked as the form marks one, and the page opens on it.
    expect(html).toMatch(/<input autofocus="" aria-invalid="true" id="_R_f_-email"/);
    expect(html).toContain('class="MuiInputLabel-root MuiInputLabel-outlined Mui-error" data-shrink="true" for="_R_f_-email"');
    expect(html).toContain('<div class="MuiInputBase-root MuiOutlinedInput-root Mui-error"><input autofocus=""');
    expect(html.match(/Mui-error/g)).toHaveLength(2);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(await count()).toBe(before);
  });

  it("stores a missing or invalid locale as the language of the address posted to (here English's) instead of refusing the inquiry, and a tag in any case lowercased", async () => {
    const cases: [Record<string, string>, string | null][] = [
      [{ ...typed, locale: 'PT-BR' }, 'pt-br'],
      [{ ...typed, locale: ' fr ' }, 'fr'],
      [{ ...typed, locale: 'english' }, 'en'],
      [{ ...typed, locale: 'pt_BR' }, 'en'],
      [{ ...typed, locale: '<script>' }, 'en'],
      [{ ...typed, locale: '' }, 'en'],
      [{ ...goodInquiry, website: '' }, 'en'],
    ];
    for (const [values, locale] of cases) {
      const before = await count();
      const answer = await post(form(values));
      expect(answer.status, values.locale).toBe(303);
      expect(await count(), values.locale).toBe(before + 1);
      expect(await newestLocale(), values.locale).toBe(locale);
    }
  });

  it('keeps an empty form empty and refuses it', async () => {
    const answer = await post(form({ name: '', email: '', phone_no: '', comments: '', website: '' }));
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(shown(html).failure).toBe(true);
    expect(html).not.toMatch(/data-shrink="true" for=/);
  });

  it('refuses an inquiry over the rate limit, shared with the REST insert, and keeps what was typed', async () => {
    const address = freshAddress();
    const before = await count();
    expect((await post(form(typed), { address })).status).toBe(303);
    const again = { ...typed, name: 'Ana Again', comments: 'One more question.' };
    const answer = await post(form(again), { address });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = shown(await answer.text());
    expect(page.failure).toBe(true);
    expect(page.values).toMatchObject({ name: 'Ana Again', comments: 'One more question.' });
    expect(await count()).toBe(before + 1);

    // The JSON endpoint's budget is the same one: what the form used, a script cannot use again.
    const other = freshAddress();
    const rest = await fetch(`${site.url}/rest/v1/${inquiriesTable}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: (await import('./localSettings.mjs')).localPublishableKey, 'X-Forwarded-For': other },
      body: JSON.stringify(goodInquiry),
    });
    expect(rest.status).toBe(201);
    expect((await post(form(typed), { address: other })).status).toBe(429);
    expect(await count()).toBe(before + 2);
  });

  it('tells a bot that fills the honeypot what a person hears, and stores nothing', async () => {
    const before = await count();
    const answer = await post(form({ ...typed, website: 'https://spam.example' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${contactPagePath}?${sentQuery}`);
    expect(await count()).toBe(before);
  });

  it('never stores anything from a GET, whatever its query', async () => {
    const before = await count();
    const query = form(typed);
    const page = await fetch(`${site.url}${contactPagePath}?${query}`);
    expect(page.status).toBe(200);
    expect(shown(await page.text())).toMatchObject({ success: false, failure: false, hydrates: true });
    const atForm = await fetch(`${site.url}${inquiryFormPath}?${query}`, { redirect: 'manual' });
    expect(atForm.status).toBe(303);
    expect(atForm.headers.get('location')).toBe(contactPagePath);
    expect((await fetch(`${site.url}${contactPagePath}?${sentQuery}`, { method: 'HEAD' })).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('refuses a body over 64 KB with 413 and stores nothing', async () => {
    const before = await count();
    const huge = await post(form({ ...typed, comments: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('refuses what a browser form does not send with 415, and a body that is not UTF-8 with the failure page, never a 5xx', async () => {
    const before = await count();
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain', '']) {
      const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
      const answer = await post(type.startsWith('application/json') ? JSON.stringify(goodInquiry) : form(typed), { headers });
      // With no type given, fetch sends a string body as text/plain.
      expect(answer.status, type).toBe(415);
    }
    const broken = await post(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]), { headers: formType });
    expect(broken.status).toBe(400);
    expect(shown(await broken.text()).failure).toBe(true);
    // Only a post stores; other methods are told which ones the form's address takes.
    for (const method of ['PUT', 'OPTIONS', 'DELETE', 'PATCH']) {
      const other = await fetch(`${site.url}${inquiryFormPath}`, { method, redirect: 'manual' });
      expect([other.status, other.headers.get('allow')], method).toEqual([405, 'GET, HEAD, POST']);
    }
    expect(await count()).toBe(before);
  });

  it('leaves the supabase-js path as it was', async () => {
    const before = await count();
    const { error } = await supabaseFor(site.url).from(inquiriesTable).insert(goodInquiry);
    expect(error).toBeNull();
    expect(await count()).toBe(before + 1);
  });
});

describe('the answer page', () => {
  it('reads a browser form body: fields by name, line breaks as typed, the locale when valid, nothing else', () => {
    expect(rowFromForm('name=A+B&email=a%40b.co&phone_no=%2B1&comments=x%0D%0Ay%0Dz&website=&id=7')).toEqual({
      name: 'A B',
      email: 'a@b.co',
      phone_no: '+1',
      comments: 'x\ny\nz',
      website: '',
      locale: null,
    });
    expect(rowFromForm('name=A&locale=en').locale).toBe('en');
    expect(rowFromForm('name=A&locale=pt-BR').locale).toBe('pt-br');
    expect(rowFromForm('name=A&locale=en-US-x').locale).toBeNull();
    expect(rowFromForm('name=A&locale=e%0An').locale).toBeNull();
  });

  it('fails loudly on a page of another shape instead of answering with one that would hydrate wrongly', () => {
    expect(() => inquiryAnswerPage('<html><body><form></form></body></html>', { outcome: 'success' })).toThrow(/bootstrap/);
  });
});

describe('a server whose inquiries go to a Supabase project', () => {
  let remote: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    remote = await startSite({ staticRoot: path.join(scratch.dir, 'client'), embedded: false, supabaseUrl: 'https://example.supabase.co' });
  });
  afterAll(() => remote?.close());

  it('says it cannot take the post and keeps what was typed, without a server error', async () => {
    const answer = await fetch(`${remote.url}${inquiryFormPath}`, { method: 'POST', body: form(typed), headers: formType, redirect: 'manual' });
    expect(answer.status).toBe(503);
    const page = shown(await answer.text());
    expect(page.failure).toBe(true);
    expect(page.values.name).toBe(goodInquiry.name);
  });
});
