// @vitest-environment node
// The static host's inquiries (the Netlify function's handler) against a real PostgreSQL with the
// project's migrations: a throwaway cluster started and stopped here (server/testPostgres.ts).
import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPolicyMeta } from '../scripts/staticHostFiles.mjs';
import locales from '../src/locale/locales.json' with { type: 'json' };
import { listMigrations } from './db/migrations.mjs';
import { defaultMigrationsDir } from './db/openDatabase.mjs';
import { contactPagePath, inquiryFormPath, sentQuery } from './inquiryPage.mjs';
import { createRestHandler } from './rest/handler.mjs';
import { loadSchemaCache } from './rest/schemaCache.mjs';
import { builtSite, ensureSiteBuild } from './siteBuild';
import { createStaticHostInquiries } from './staticHostInquiries.mjs';
import { goodInquiry, inquiriesTable, supabaseFor } from './testSupport';
import { startPostgres } from './testPostgres';

const catalog = (slug: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../src/messages/${slug}.json`), 'utf8')) as Record<string, string>;
const english = catalog('en');
const spanish = catalog('es');
const successKey = Object.keys(english).find((key) => english[key] === 'Form submitted successfully!') as string;
const failureKey = Object.keys(english).find((key) => english[key] === 'Failed to submit the form. Please try again.') as string;

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let handler: ReturnType<typeof createStaticHostInquiries>;
const site = 'https://site.example';
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** The contact page as the static host serves it: built, with its policy written in by build:static. */
const contactPage = async (prefix: string) => withPolicyMeta(readFileSync(path.join(builtSite, prefix.slice(1), contactPagePath.slice(1), 'index.html'), 'utf8'));

/** A browser's own form post (scripts off), then the redirect it follows. */
async function submit(values: Record<string, string>, { prefix = '', address = freshAddress() } = {}) {
  const request = new Request(`${site}${prefix}${inquiryFormPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  });
  const answer = await handler.handle(request, { address });
  if (answer.status !== 303) return { answer, html: await answer.text(), location: null };
  const location = answer.headers.get('location') as string;
  const page = await handler.handle(new Request(new URL(location, site)), { address });
  return { answer: page, html: await page.text(), location };
}

const rows = async () => (await postgres.db.query(`select name, email, phone_no, comments, locale from ${inquiriesTable} order by id`)).rows as Record<string, string>[];
/** Whether the page shows an answer (not hidden) holding `text`, as a browser without scripts shows it. */
function shown(html: string, text: string) {
  const visible = /<div data-inquiry-answer="(success|failure)">([\s\S]*?)<\/div><\/div>/.exec(html);
  return Boolean(visible?.[2].includes(text.replaceAll("'", '&#x27;')) || visible?.[2].includes(text));
}
const inputValue = (html: string, name: string) => new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*\\bvalue="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  ensureSiteBuild();
  postgres = await startPostgres();
  handler = createStaticHostInquiries({
    db: postgres.db,
    table: inquiriesTable,
    contactPage,
    languages: locales.map((locale) => locale.slug),
    rateLimit: { max: 3 },
  });
}, 900_000);
afterAll(async () => {
  await postgres?.stop();
});

describe('the migrations on a real PostgreSQL', () => {
  it('apply in order, each recorded as the Supabase CLI records it, and leave anon only its insert', async () => {
    const files = await listMigrations(defaultMigrationsDir);
    expect(postgres.applied).toEqual(files.map((file) => file.version));
    const recorded = await postgres.db.query('select version, name from supabase_migrations.schema_migrations order by version');
    expect(recorded.rows).toEqual(files.map(({ version, name }) => ({ version, name })));
    const grants = await postgres.db.query(`select privilege_type from information_schema.role_table_grants where grantee = 'anon' and table_name = $1`, [inquiriesTable]);
    expect(grants.rows).toEqual([]);
    const columns = await postgres.db.query(
      `select column_name from information_schema.column_privileges where grantee = 'anon' and table_name = $1 and privilege_type = 'INSERT' order by column_name`,
      [inquiriesTable],
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['comments', 'email', 'locale', 'name', 'phone_no']);
  });
});

describe("the static host's form post (scripts off), stored in PostgreSQL", () => {
  it('stores the inquiry and shows the success message at an address with nothing personal in it', async () => {
    const before = (await rows()).length;
    const { answer, html, location } = await submit({ ...goodInquiry, website: '', locale: 'en' });
    expect(location).toBe(`${inquiryFormPath}?${sentQuery}`);
    expect(answer.status).toBe(200);
    expect(shown(html, english[successKey])).toBe(true);
    // The answer carries its own headers: a host's headers file does not reach a function.
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await rows()).slice(before)).toEqual([{ ...goodInquiry, locale: 'en' }]);
  });

  it('answers in Spanish under /es: stored with its language, and a refusal shows the Spanish failure with the values back', async () => {
    const before = (await rows()).length;
    const stored = await submit({ ...goodInquiry, comments: 'Quiero una LLC en Delaware.\r\nGracias.', website: '', locale: 'es' }, { prefix: '/es' });
    expect(stored.location).toBe(`/es${inquiryFormPath}?${sentQuery}`);
    expect(shown(stored.html, spanish[successKey])).toBe(true);
    expect((await rows()).slice(before)).toEqual([{ ...goodInquiry, comments: 'Quiero una LLC en Delaware.\nGracias.', locale: 'es' }]);

    const refused = await submit({ ...goodInquiry, email: 'ana en example.com', website: '', locale: 'es' }, { prefix: '/es' });
    expect(refused.answer.status).toBe(400);
    expect(shown(refused.html, spanish[failureKey])).toBe(true);
    expect(shown(refused.html, spanish[successKey])).toBe(false);
    expect(inputValue(refused.html, 'email')).toBe('ana en example.com');
    expect(inputValue(refused.html, 'name')).toBe(goodInquiry.name);
    expect(refused.html).toMatch(/<input autofocus=""[^>]*aria-invalid="true"[^>]*name="email"/);
    expect((await rows()).length).toBe(before + 1);
  });

  it('stores nothing when the honeypot is filled, and answers as for a person', async () => {
    const before = (await rows()).length;
    const { location } = await submit({ ...goodInquiry, website: 'https://spam.example', locale: 'en' });
    expect(location).toBe(`${inquiryFormPath}?${sentQuery}`);
    expect((await rows()).length).toBe(before);
  });

  it('counts inquiries per address, refused ones included, and says when to try again', async () => {
    const address = freshAddress();
    expect((await submit({ ...goodInquiry, email: 'bad', website: '' }, { address })).answer.status).toBe(400);
    expect((await submit({ ...goodInquiry, website: '' }, { address })).location).not.toBeNull();
    expect((await submit({ ...goodInquiry, website: '' }, { address })).location).not.toBeNull();
    const over = await submit({ ...goodInquiry, website: '' }, { address });
    expect(over.answer.status).toBe(429);
    expect(Number(over.answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(shown(over.html, english[failureKey])).toBe(true);
    expect(inputValue(over.html, 'name')).toBe(goodInquiry.name);
  });

  it('refuses what is not a form (415) or far larger than an inquiry (413), and other methods (405)', async () => {
    const json = await handler.handle(new Request(`${site}${inquiryFormPath}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }), { address: freshAddress() });
    expect(json.status).toBe(415);
    const large = await handler.handle(
      new Request(`${site}${inquiryFormPath}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `comments=${'x'.repeat(70_000)}` }),
      { address: freshAddress() },
    );
    expect(large.status).toBe(413);
    const put = await handler.handle(new Request(`${site}${inquiryFormPath}`, { method: 'PUT' }), { address: freshAddress() });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});

describe("the live form's insert (scripts on), through supabase-js, on the same PostgreSQL", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // The embedded endpoint's REST handler over the real database: what supabase-js sends is what
    // PostgREST receives, and the migration's grants decide in PostgreSQL itself.
    const rest = createRestHandler({ db: postgres.db as never, schema: await loadSchemaCache(postgres.db as never), keys: { publishable: 'sb_publishable_test' } });
    server = createServer((req, res) => void rest(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores an Arabic inquiry with its language, and anon can read nothing back', async () => {
    const supabase = supabaseFor(url, 'sb_publishable_test');
    const inquiry = { ...goodInquiry, name: 'سارة أحمد', comments: 'أرغب في تأسيس شركة في ديلاوير.', locale: 'ar' };
    const { error } = await supabase.from(inquiriesTable).insert(inquiry);
    expect(error).toBeNull();
    expect((await rows()).at(-1)).toEqual(inquiry);
    const read = await supabase.from(inquiriesTable).select('*');
    expect(read.error?.code).toBe('42501');
    const refused = await supabase.from(inquiriesTable).insert({ ...inquiry, phone_no: '12' });
    expect(refused.error?.code).toBe('23514');
  });
});
