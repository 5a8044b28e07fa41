// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPaths, readLock } from './db/dataDir.mjs';
import { localPublishableKey } from './localSettings.mjs';
import { createRestHandler } from './rest/handler.mjs';
import { loadSchemaCache } from './rest/schemaCache.mjs';
import { startSite } from './startSite.mjs';
import { fakeSite, goodInquiry, inquiriesTable, supabaseFor, tempDir } from './testSupport';

type Site = Awaited<ReturnType<typeof startSite>>;

const scratch = tempDir('inquiries-it');
const staticRoot = fakeSite(path.join(scratch.dir, 'site'));
const dataDir = path.join(scratch.dir, 'data');
let site: Site;

const start = () => startSite({ staticRoot, dataDir, rateLimit: { max: 1000 } });
const db = () => site.db as PGlite;
const count = async () => (await db().query<{ n: number }>(`select count(*)::int as n from ${inquiriesTable}`)).rows[0].n;
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/rest/v1/${inquiriesTable}`, {
    method: 'POST',
    headers: { apikey: localPublishableKey, Authorization: `Bearer ${localPublishableKey}`, 'Content-Type': 'application/json', ...headers },
    body,
  });

beforeAll(async () => {
  site = await start();
}, 60_000);

afterAll(async () => {
  await site?.close();
  scratch.remove();
});

describe('the embedded endpoint, through supabase-js', { timeout: 15_000 }, () => {
  it('stores a good inquiry as one row and answers 201 with no body', async () => {
    const before = await count();
    const result = await supabaseFor(site.url).from(inquiriesTable).insert(goodInquiry);
    expect(result).toMatchObject({ error: null, data: null, status: 201 });
    expect(await count()).toBe(before + 1);
    const { rows } = await db().query<typeof goodInquiry & { created_at: Date }>(`select name, email, phone_no, comments, created_at from ${inquiriesTable} order by id desc limit 1`);
    expect(rows[0]).toMatchObject(goodInquiry);
    expect(rows[0].created_at).toBeInstanceOf(Date);
  });

  it("stores the page's locale the form sends, and none when it sends none", async () => {
    const locale = async () => (await db().query<{ locale: string | null }>(`select locale from ${inquiriesTable} order by id desc limit 1`)).rows[0].locale;
    expect(
      (
        await supabaseFor(site.url)
          .from(inquiriesTable)
          .insert({ ...goodInquiry, locale: 'en' })
      ).status,
    ).toBe(201);
    expect(await locale()).toBe('en');
    expect(
      (
        await supabaseFor(site.url)
          .from(inquiriesTable)
          .insert({ ...goodInquiry, locale: 'pt-br' })
      ).status,
    ).toBe(201);
    expect(await locale()).toBe('pt-br');
    expect(
      (
        await supabaseFor(site.url)
          .from(inquiriesTable)
          .insert({ ...goodInquiry, locale: null })
      ).status,
    ).toBe(201);
    expect(await locale()).toBeNull();
    expect((await supabaseFor(site.url).from(inquiriesTable).insert(goodInquiry)).status).toBe(201);
    expect(await locale()).toBeNull();
  });

  const bad: [string, Record<string, unknown>, number, string][] = [
    ['a missing name', { ...goodInquiry, name: undefined }, 400, '23502'],
    ['a null email', { ...goodInquiry, email: null }, 400, '23502'],
    ['a blank name', { ...goodInquiry, name: '   ' }, 400, '23514'],
    ['a name of 101 characters', { ...goodInquiry, name: 'x'.repeat(101) }, 400, '23514'],
    ['comments of 2001 characters', { ...goodInquiry, comments: 'x'.repeat(2001) }, 400, '23514'],
    ['an email without a domain', { ...goodInquiry, email: 'ana@example' }, 400, '23514'],
    ['an email of 255 characters', { ...goodInquiry, email: `${'a'.repeat(249)}@ex.com` }, 400, '23514'],
    ['a phone number with letters', { ...goodInquiry, phone_no: 'call me maybe' }, 400, '23514'],
    ['an uppercase locale', { ...goodInquiry, locale: 'EN' }, 400, '23514'],
    ['a locale that is no short tag', { ...goodInquiry, locale: 'english' }, 400, '23514'],
    ['a locale with an underscore', { ...goodInquiry, locale: 'pt_br' }, 400, '23514'],
    ['an empty locale', { ...goodInquiry, locale: '' }, 400, '23514'],
    ['an unknown column', { ...goodInquiry, company: 'Acme' }, 400, 'PGRST204'],
    ['a client-chosen id (generated always)', { ...goodInquiry, id: 7 }, 400, '428C9'],
    ['a client-chosen created_at (no column grant)', { ...goodInquiry, created_at: '2000-01-01' }, 401, '42501'],
  ];
  it.each(bad)('refuses %s and stores nothing', async (_case, row, status, code) => {
    const before = await count();
    const result = await supabaseFor(site.url).from(inquiriesTable).insert(row);
    expect(result.status).toBe(status);
    expect(result.error).toMatchObject({ code, message: expect.any(String) });
    expect(Object.keys(result.error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(await count()).toBe(before);
  });

  it('answers 404 PGRST205 for an unknown table', async () => {
    const result = await supabaseFor(site.url).from('starbridge_inquiry').insert(goodInquiry);
    expect(result.status).toBe(404);
    expect(result.error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.starbridge_inquiry' in the schema cache" });
  });

  it('answers 406 PGRST106 for a schema other than public (Content-Profile)', async () => {
    const result = await supabaseFor(site.url, localPublishableKey, 'private').from(inquiriesTable).insert(goodInquiry);
    expect(result.status).toBe(406);
    expect(result.error?.code).toBe('PGRST106');
  });

  it('refuses a wrong key with 401 and stores nothing', async () => {
    const before = await count();
    const result = await supabaseFor(site.url, 'sb_publishable_not_this_one').from(inquiriesTable).insert(goodInquiry);
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('invalid_api_key');
    expect((await post(JSON.stringify(goodInquiry), { apikey: '' })).status).toBe(401);
    const mismatch = await post(JSON.stringify(goodInquiry), { Authorization: 'Bearer someone.elses.jwt' });
    expect(mismatch.status).toBe(401);
    expect((await mismatch.json()).code).toBe('PGRST301');
    expect(await count()).toBe(before);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const before = await count();
    const result = await supabaseFor(site.url)
      .from(inquiriesTable)
      .insert({ ...goodInquiry, comments: 'x'.repeat(64 * 1024) });
    expect(result.status).toBe(413);
    expect(result.error?.code).toBe('request_entity_too_large');
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not JSON with 400 PGRST102', async () => {
    const response = await post('name=Ana&email=ana%40example.com', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: expect.any(String), hint: null });
  });

  it('answers a filled honeypot as success and stores nothing; an empty one is dropped', async () => {
    const before = await count();
    const trapped = await post(JSON.stringify({ ...goodInquiry, website: 'https://spam.example' }));
    expect(trapped.status).toBe(201);
    expect(await trapped.text()).toBe('');
    expect(await count()).toBe(before);
    expect((await post(JSON.stringify({ ...goodInquiry, website: '' }))).status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('lets anon insert and nothing else: select, update, delete and insert-returning are 401 42501', async () => {
    const supabase = supabaseFor(site.url);
    const before = await count();
    const read = await supabase.from(inquiriesTable).select('*');
    expect(read).toMatchObject({ status: 401, data: null, error: { code: '42501', message: `permission denied for table ${inquiriesTable}` } });
    expect((await supabase.from(inquiriesTable).update({ name: 'Eve' }).eq('id', 1)).error?.code).toBe('42501');
    expect((await supabase.from(inquiriesTable).delete().eq('id', 1)).error?.code).toBe('42501');
    const echoed = await supabase.from(inquiriesTable).insert(goodInquiry).select();
    expect(echoed).toMatchObject({ status: 401, data: null, error: { code: '42501' } });
    expect(await count()).toBe(before);
    expect((await db().query(`select count(*)::int as n from ${inquiriesTable} where name = 'Eve'`)).rows).toEqual([{ n: 0 }]);
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${site.url}/rest/v1/${inquiriesTable}`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('resolves (does not throw) with status 0 when the endpoint is down', async () => {
    const result = await supabaseFor('http://127.0.0.1:9').from(inquiriesTable).insert(goodInquiry);
    expect(result.status).toBe(0);
    expect(result.error?.message).toContain('fetch failed');
  });
});

describe('the rate limit', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const handler = createRestHandler({
      db: db(),
      schema: await loadSchemaCache(db()),
      keys: { publishable: localPublishableKey },
      rateLimit: { max: 2 },
      trustProxy: 'loopback',
    });
    server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers 429 with Retry-After once an address has sent its inquiries for the minute', async () => {
    const before = await count();
    const from = (ip: string) =>
      fetch(`${url}/rest/v1/${inquiriesTable}`, {
        method: 'POST',
        headers: { apikey: localPublishableKey, 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify(goodInquiry),
      });
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.1')).status).toBe(201);
    const limited = await from('203.0.113.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).code).toBe('over_request_rate_limit');
    expect((await from('203.0.113.2')).status).toBe(201);
    expect(await count()).toBe(before + 3);
  });
});

describe('the same origin', () => {
  it('still serves the site, its redirects and its 404 page', async () => {
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    const redirect = await fetch(`${site.url}/team-details`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/team-details/1']);
    expect((await fetch(`${site.url}/no-such-page`)).status).toBe(404);
  });
});

describe('the data folder', () => {
  it('is locked while a server has it open', async () => {
    expect(await readLock(dataDir)).toEqual({ pid: process.pid, url: site.url, role: 'server' });
    await expect(startSite({ staticRoot, dataDir })).rejects.toThrow(/open in another process/);
  });

  it('keeps rows across a restart and applies each migration once', async () => {
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await site.close();
    site = await start();
    expect(site.applied).toEqual([]);
    expect(await count()).toBe(before);
    const history = await db().query('select version, name from supabase_migrations.schema_migrations');
    expect(history.rows).toEqual([
      { version: '20261122230000', name: 'inquiries' },
      { version: '20261124060000', name: 'inquiries_visible_text' },
      { version: '20261124100000', name: 'inquiries_locale' },
    ]);
    expect(dataPaths(dataDir).database).toContain(dataDir);
  }, 30_000);
});
