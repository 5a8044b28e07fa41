// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.mjs';
import { localPublishableKey } from '../localSettings.mjs';
import { goodInquiry, inquiriesTable } from '../testSupport';
import { authorize } from './auth.mjs';
import { parseRows } from './body.mjs';
import { RestError, fromDatabaseError, statusForSqlState } from './errors.mjs';
import { parsePrefer, parseQuery } from './query.mjs';
import { createRateLimiter } from './rateLimit.mjs';
import { createRestHandler } from './handler.mjs';
import { loadSchemaCache } from './schemaCache.mjs';
import { insertStatement } from './statements.mjs';

describe('statusForSqlState (PostgREST status mapping)', () => {
  it.each([
    ['23502', 'anon', 400],
    ['23514', 'anon', 400],
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['42501', 'anon', 401],
    ['42501', 'service_role', 403],
    ['42P01', 'anon', 404],
    ['53300', 'anon', 503],
    ['22001', 'anon', 400],
  ])('%s as %s -> %i', (code, role, status) => {
    expect(statusForSqlState(code, role)).toBe(status);
  });

  it('keeps the Postgres message, detail and hint in PostgREST shape', () => {
    const error = fromDatabaseError({ code: '23505', message: 'duplicate key', detail: 'Key (id)=(1) already exists.' }, 'anon');
    expect([error.status, error.toJSON()]).toEqual([409, { code: '23505', message: 'duplicate key', details: 'Key (id)=(1) already exists.', hint: null }]);
    expect(fromDatabaseError(new Error('boom'), 'anon').status).toBe(500);
  });
});

describe('authorize', () => {
  const keys = { publishable: 'sb_publishable_a', secret: 'sb_secret_b' };
  const none = new URLSearchParams();
  const codeOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as RestError).code;
    }
    return 'none';
  };

  it('maps the publishable key to anon and the secret key to service_role', () => {
    expect(authorize({ apikey: 'sb_publishable_a', authorization: 'Bearer sb_publishable_a' }, none, keys)).toBe('anon');
    expect(authorize({ apikey: 'sb_secret_b' }, none, keys)).toBe('service_role');
    expect(authorize({}, new URLSearchParams('apikey=sb_publishable_a'), keys)).toBe('anon');
  });

  it('refuses a missing key, a wrong key and a bearer that is not the key', () => {
    expect(codeOf(() => authorize({}, none, keys))).toBe('no_api_key');
    expect(codeOf(() => authorize({ apikey: 'sb_publishable_x' }, none, keys))).toBe('invalid_api_key');
    expect(codeOf(() => authorize({ apikey: 'sb_publishable_a', authorization: 'Bearer sb_secret_b' }, none, keys))).toBe('PGRST301');
  });
});

describe('createRateLimiter', () => {
  it('allows max requests per window per client, then says when to retry', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: () => now });
    expect(limiter.take('a')).toEqual({ ok: true });
    now = 10_000;
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('b')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 50, never: false });
    now = 60_001;
    expect(limiter.take('a')).toEqual({ ok: true });
    now = 200_000;
    limiter.take('c');
    expect(limiter.size()).toBe(1);
  });

  it('counts inquiries, not requests: a batch takes as many as it carries, all or none', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000, now: () => now });
    expect(limiter.take('a', 3)).toEqual({ ok: true });
    now = 20_000;
    expect(limiter.take('a', 3)).toEqual({ ok: false, retryAfterSeconds: 40, never: false });
    expect(limiter.take('a', 2)).toEqual({ ok: true });
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 40, never: false });
    // Freeing one slot is not enough for the batch of 3 taken first plus one: the batch of 2 must go too.
    expect(limiter.take('a', 4)).toEqual({ ok: false, retryAfterSeconds: 60, never: false });
    expect(limiter.take('b', 6)).toEqual({ ok: false, retryAfterSeconds: 60, never: true });
    expect(limiter.check('b')).toEqual({ ok: true });
    now = 60_001;
    expect(limiter.take('a', 3)).toEqual({ ok: true });
  });
});

describe('request parsing', () => {
  it('reads one object or an array of objects, nothing else', () => {
    expect(parseRows('{"a":1}')).toEqual([{ a: 1 }]);
    expect(parseRows('[{"a":1},{"a":2}]')).toHaveLength(2);
    for (const text of ['', 'nope', '1', '"text"', '[1]', 'null']) {
      expect(() => parseRows(text), text).toThrow(RestError);
    }
  });

  it('understands select, columns, order, limit and eq filters', () => {
    const query = parseQuery(new URLSearchParams('select=id,name&columns="name","email"&order=created_at.desc&limit=10&id=eq.5'));
    expect(query).toEqual({
      select: ['id', 'name'],
      columns: ['name', 'email'],
      order: [{ column: 'created_at', direction: 'desc' }],
      limit: 10,
      offset: null,
      filters: [{ column: 'id', value: '5' }],
    });
    expect(() => parseQuery(new URLSearchParams('id=gt.5'))).toThrow(/not implemented/i);
    expect(() => parseQuery(new URLSearchParams('select=*,author(*)'))).toThrow(/not implemented/i);
    expect(parsePrefer('return=minimal, count=exact')).toEqual({ return: 'minimal', count: 'exact' });
  });

  it('builds one insert with the rows as one JSON parameter, a missing key being NULL', () => {
    expect(insertStatement('t', ['a', 'b'], [{ a: 'x', b: 1, c: 'not a column' }, { a: 'y' }])).toEqual({
      sql: 'insert into "t" ("a", "b") select "a", "b" from json_populate_recordset(null::"t", $1::text::json)',
      params: ['[{"a":"x","b":1},{"a":"y","b":null}]'],
    });
  });
});

describe('the locale column, from the migrations', () => {
  it('is in the schema cache, and a direct REST insert stores a tag and meets the table check with anything else', async () => {
    const db = (await openDatabase()).db as PGlite;
    const schema = await loadSchemaCache(db);
    expect([...(schema.get(inquiriesTable) ?? [])]).toEqual(['id', 'created_at', 'name', 'email', 'phone_no', 'comments', 'locale']);
    const server = createServer(createRestHandler({ db, schema, keys: { publishable: localPublishableKey }, rateLimit: { max: 100 } }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const insert = (locale: unknown) =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/v1/${inquiriesTable}`, {
        method: 'POST',
        headers: { apikey: localPublishableKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...goodInquiry, locale }),
      });
    try {
      expect((await insert('pt-br')).status).toBe(201);
      expect((await insert(null)).status).toBe(201);
      for (const bad of ['PT-BR', 'pt_br', 'portuguese', 'p', '']) {
        const refused = await insert(bad);
        expect(refused.status, bad).toBe(400);
        expect(await refused.json(), bad).toMatchObject({ code: '23514', message: expect.stringContaining('starbridge_inquiries_locale_shape') });
      }
      expect((await db.query(`select locale from ${inquiriesTable} order by id`)).rows).toEqual([{ locale: 'pt-br' }, { locale: null }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    }
  }, 60_000);
});
