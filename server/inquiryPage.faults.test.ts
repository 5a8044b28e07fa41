// @vitest-environment node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse as parseHtml } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPagePath, inquiryFields, inquiryFormPath, sentQuery } from './inquiryPage.mjs';
import { builtSite, ensureSiteBuild } from './siteBuild';
import { startSite } from './startSite.mjs';
import { fakeSite, tempDir } from './testSupport';

/**
 * The contact form's answer page made from the real built contact page, posted by a hostile form
 * on another site: whatever the fields hold, the page shows it as text, in its field, and gains no
 * element or attribute. The answer pages are sent compressed.
 */
const scratch = tempDir('inquiry-page-faults');
let site: Awaited<ReturnType<typeof startSite>>;

/** Replacement patterns of String.prototype.replace, quotes, markup and NUL, in every field. */
const hostile: Record<string, string> = {
  name: '$` onfocus=alert(1) autofocus x',
  email: `$' " onmouseover=alert(1) style="position:fixed;inset:0" x=" $& <b>bold</b>`,
  phone_no: `$1 $$ $0 $<name> '"<>& \0 end`,
  comments: "\n$` $' $& $1 \"quoted\" 'single' <script>alert(1)</script> </textarea><img src=x onerror=alert(1)> & &amp; \0 NUL",
};
const plain = { name: 'Ana', email: 'ana', phone_no: '123', comments: 'Hello' };

/** What a browser shows for what was sent: HTML cannot carry NUL, every parser reads U+FFFD. */
const asShown = (value: string) => value.replaceAll('\0', '\uFFFD');

function post(values: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${site.url}${inquiryFormPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ ...values, website: '', locale: 'en' }).toString(),
    redirect: 'manual',
  });
}

type Element = DefaultTreeAdapterMap['element'];

/** Every element of the page as a browser's parser builds it (parse5 implements the HTML standard's parser). */
function parse(html: string) {
  const elements: Element[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if ('tagName' in child) {
        elements.push(child);
        walk(child.tagName === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child);
      }
    }
  };
  walk(parseHtml(html));
  return elements;
}

/** Every element with the names of its attributes, in document order: the page's shape. */
const shape = (elements: Element[]) =>
  elements.map(
    (element) =>
      `${element.tagName}[${element.attrs
        .map((a) => a.name)
        .sort()
        .join(' ')}]`,
  );

const attribute = (element: Element | undefined, name: string) => element?.attrs.find((a) => a.name === name)?.value ?? null;

function fieldValue(elements: Element[], name: string) {
  const field = elements.find((element) => ['input', 'textarea'].includes(element.tagName) && attribute(element, 'name') === name);
  if (field?.tagName !== 'textarea') return attribute(field, 'value');
  return field.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
}

beforeAll(async () => {
  const contactPage = path.join(builtSite, 'contact-us/index.html');
  if (!existsSync(contactPage)) ensureSiteBuild();
  // A copy, so a build running meanwhile cannot change the page under the test.
  const root = fakeSite(path.join(scratch.dir, 'client'));
  mkdirSync(path.join(root, 'contact-us'));
  writeFileSync(path.join(root, 'contact-us/index.html'), readFileSync(contactPage));
  // No database: every post is refused (503) and answered with the failure page and what was typed.
  site = await startSite({ staticRoot: root, embedded: false, supabaseUrl: 'https://example.supabase.co' });
}, 600_000);

afterAll(async () => {
  await site?.close();
  scratch.remove();
});

describe('the answer page shows visitor text only as text', { timeout: 30_000 }, () => {
  it('holds exactly what was sent in each field, and gains no element or attribute', async () => {
    // What the page is when nothing hostile was typed: the hostile answer must have the same shape.
    const answer = await post(hostile);
    expect(answer.status).toBe(503);
    const document = parse(await answer.text());
    const reference = parse(await (await post(plain)).text());
    for (const field of inquiryFields) {
      // The comments open with a line break, which a textarea's parser drops: the page writes one more.
      expect(fieldValue(document, field), field).toBe(asShown(hostile[field]));
    }
    expect(shape(document)).toEqual(shape(reference));
    const injected = document.filter((element) =>
      ['b', 'img', 'script'].includes(element.tagName)
        ? attribute(element, 'src') === 'x' || element.tagName === 'b'
        : element.attrs.some((a) => ['onfocus', 'onmouseover', 'onerror'].includes(a.name)),
    );
    expect(injected).toEqual([]);
  });
});

describe('answer pages are compressed', { timeout: 30_000 }, () => {
  it('sends the success page and the failure page with brotli or gzip, as accepted', async () => {
    const success = await fetch(`${site.url}${contactPagePath}?${sentQuery}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect([success.status, success.headers.get('content-encoding')]).toEqual([200, 'br']);
    expect(await success.text()).toContain('data-inquiry-answer="success"');
    const gzip = await fetch(`${site.url}${contactPagePath}?${sentQuery}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const failure = await post(plain, { 'Accept-Encoding': 'br' });
    expect([failure.status, failure.headers.get('content-encoding'), failure.headers.get('vary')]).toEqual([503, 'br', 'Accept-Encoding']);
    expect(fieldValue(parse(await failure.text()), 'name')).toBe('Ana');
  });
});
