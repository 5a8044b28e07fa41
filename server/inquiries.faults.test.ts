// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config.mjs';
import { compileTrust } from './rest/clientAddress.mjs';
import { localPublishableKey } from './localSettings.mjs';
import { createRestHandler } from './rest/handler.mjs';
import { loadSchemaCache } from './rest/schemaCache.mjs';
import { startSite } from './startSite.mjs';
import { fakeSite, goodInquiry, inquiriesTable, tempDir } from './testSupport';

/**
 * The endpoint against a hostile client: batches and forged forwarding headers against the
 * rate limit, and client mistakes that once got a 5xx and a stack trace in the log.
 */
const scratch = tempDir('inquiries-faults');
const secret = 'sb_secret_faults_test';
let site: Awaited<ReturnType<typeof startSite>>;
const servers: Server[] = [];
const errorLog = vi.spyOn(console, 'error');

const db = () => site.db as PGlite;
const count = async () => (await db().query<{ n: number }>(`select count(*)::int as n from ${inquiriesTable}`)).rows[0].n;

/** Another handler on the same database, with its own limit and proxy setting. */
async function endpoint(options: { max?: number; trustProxy?: string | null }) {
  const handler = createRestHandler({
    db: db(),
    schema: await loadSchemaCache(db()),
    keys: { publishable: localPublishableKey, secret },
    rateLimit: { max: options.max ?? 5 },
    trustProxy: options.trustProxy ?? null,
  });
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function post(url: string, body: string | Buffer | unknown, headers: Record<string, string> = {}, key = localPublishableKey) {
  return fetch(`${url}/rest/v1/${inquiriesTable}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
}

/** A request written byte for byte, for request lines fetch would never send. */
function rawRequest(port: number, text: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  site = await startSite({ staticRoot: fakeSite(path.join(scratch.dir, 'site')), rateLimit: { max: 5 }, trustProxy: 'loopback' });
}, 60_000);

afterEach(() => {
  // A client mistake is answered, never logged as a server error.
  expect(errorLog).not.toHaveBeenCalled();
});

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await site?.close();
  scratch.remove();
  errorLog.mockRestore();
});

describe('the rate limit counts inquiries', { timeout: 30_000 }, () => {
  it('counts every row of a batch: 100 rows in one request store nothing, 5 a minute is 5 rows', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.10' };
    const before = await count();
    const hundred = await post(
      site.url,
      Array.from({ length: 100 }, () => goodInquiry),
      from,
    );
    expect(hundred.status).toBe(429);
    expect(await hundred.json()).toMatchObject({ code: 'over_request_rate_limit', details: 'A request may carry at most 5 inquiries.' });
    expect((await post(site.url, [goodInquiry, goodInquiry, goodInquiry], from)).status).toBe(201);
    const tooMany = await post(site.url, [goodInquiry, goodInquiry, goodInquiry], from);
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(site.url, [goodInquiry, goodInquiry], from)).status).toBe(201);
    expect((await post(site.url, goodInquiry, from)).status).toBe(429);
    expect(await count()).toBe(before + 5);
  });

  it('behind one proxy counts the address it appended, whatever the client wrote to its left', async () => {
    const before = await count();
    const statuses = [];
    for (let n = 0; n < 12; n++) {
      statuses.push((await post(site.url, goodInquiry, { 'X-Forwarded-For': `10.0.0.${n}, 203.0.113.${n}, 198.51.100.20` })).status);
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    // Several X-Forwarded-For lines are one list, in order.
    const split = await fetch(`${site.url}/rest/v1/${inquiriesTable}`, {
      method: 'POST',
      headers: [
        ['apikey', localPublishableKey],
        ['Content-Type', 'application/json'],
        ['X-Forwarded-For', '10.9.9.9'],
        ['X-Forwarded-For', '198.51.100.20'],
      ],
      body: JSON.stringify(goodInquiry),
    });
    expect(split.status).toBe(429);
    expect(await count()).toBe(before + 5);
  });

  it('behind two proxies counts the address the outer one appended; with none trusted, the socket', async () => {
    const twoHops = await endpoint({ trustProxy: 'loopback, 192.0.2.1' });
    const twoStatuses = [];
    for (let n = 0; n < 7; n++) twoStatuses.push((await post(twoHops, goodInquiry, { 'X-Forwarded-For': `10.1.1.${n}, 198.51.100.30, 192.0.2.1` })).status);
    expect(twoStatuses).toEqual([...Array(5).fill(201), 429, 429]);

    const direct = await endpoint({});
    const directStatuses = [];
    for (let n = 0; n < 7; n++) directStatuses.push((await post(direct, goodInquiry, { 'X-Forwarded-For': `198.51.100.${n}` })).status);
    expect(directStatuses).toEqual([...Array(5).fill(201), 429, 429]);
  });

  it('believes X-Forwarded-For only from the proxy it names: a client reaching the port directly is counted by its socket', async () => {
    // The proxy is elsewhere; this test's requests come straight from loopback, forging a new address each time.
    const direct = await endpoint({ trustProxy: '192.0.2.1' });
    const statuses = [];
    for (let n = 0; n < 7; n++) statuses.push((await post(direct, goodInquiry, { 'X-Forwarded-For': `198.51.100.${100 + n}` })).status);
    expect(statuses).toEqual([...Array(5).fill(201), 429, 429]);
    // A range and a named range work as addresses do.
    const ranged = await endpoint({ trustProxy: '10.0.0.0/8, 192.0.2.0/24' });
    const rangedStatuses = [];
    for (let n = 0; n < 6; n++) rangedStatuses.push((await post(ranged, goodInquiry, { 'X-Forwarded-For': `198.51.100.${150 + n}` })).status);
    expect(rangedStatuses).toEqual([...Array(5).fill(201), 429]);
  });

  it("reads TRUST_PROXY as the proxy's address or range, and refuses a count or true, which would trust any peer", () => {
    expect(readConfig({ TRUST_PROXY: ' loopback ' }).trustProxy).toBe('loopback');
    expect(readConfig({}).trustProxy).toBeNull();
    expect(compileTrust(null)).toBeNull();
    const trust = compileTrust('loopback, 10.0.0.0/8, 192.0.2.7, fd00::/8') as (address: string, hop: number) => boolean;
    expect(['127.0.0.1', '::1', '10.2.3.4', '192.0.2.7', 'fd00::1'].map((address) => trust(address, 0))).toEqual([true, true, true, true, true]);
    expect(['192.0.2.8', '198.51.100.1', '11.0.0.1'].map((address) => trust(address, 0))).toEqual([false, false, false]);
    for (const value of ['1', '2', 'true', 'yes']) expect(() => compileTrust(value)).toThrow(/address or range of the reverse proxy/);
    expect(() => compileTrust('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });
});

describe('client mistakes get a 4xx and no stack trace', { timeout: 30_000 }, () => {
  let open: string;

  beforeAll(async () => {
    open = await endpoint({ max: 1_000_000 });
  });

  async function expectError(response: Response, status: number, code: string, details?: string) {
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code, ...(details ? { details } : {}) });
  }

  it('a malformed percent-encoding in the table path is an unknown table (404 PGRST205)', async () => {
    const response = await fetch(`${site.url}/rest/v1/%E0%A4%A`, { method: 'POST', headers: { apikey: localPublishableKey, 'Content-Type': 'application/json' }, body: '{}' });
    await expectError(response, 404, 'PGRST205');
  });

  it("a batch of more than 65,535 values binds one parameter: refused by the table's rules (400), or stored whole", async () => {
    const before = await count();
    const empties = `[${Array(17_500).fill('{}').join(',')}]`;
    const columns = `${open}/rest/v1/${inquiriesTable}?columns=name,email,phone_no,comments`;
    const asAnon = await fetch(columns, { method: 'POST', headers: { apikey: localPublishableKey, 'Content-Type': 'application/json' }, body: empties });
    await expectError(asAnon, 400, '23502');
    const asService = await fetch(columns, { method: 'POST', headers: { apikey: secret, 'Content-Type': 'application/json' }, body: empties });
    await expectError(asService, 400, '23502');
    const rows = Array.from({ length: 600 }, (_, n) => ({ ...goodInquiry, comments: `Batch ${n}` }));
    expect((await post(open, rows, {}, secret)).status).toBe(201);
    expect(await count()).toBe(before + 600);
  });

  it('an absolute-form request line with a bad host is 400; a good one reaches the endpoint', async () => {
    const length = Buffer.byteLength(JSON.stringify(goodInquiry));
    const head = (target: string) =>
      `POST ${target} HTTP/1.1\r\nHost: localhost\r\napikey: ${localPublishableKey}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${JSON.stringify(goodInquiry)}`;
    for (const target of [`http://[::1/rest/v1/${inquiriesTable}`, 'http://a b/rest/v1/x', 'http://exa mple.com/']) {
      expect(await rawRequest(site.port, head(target))).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(await rawRequest(site.port, 'GET http://[bad/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawRequest(site.port, head(`http://localhost/rest/v1/${inquiriesTable}`).replace('\r\nHost', '\r\nX-Forwarded-For: 198.51.100.40\r\nHost'))).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('a body that is not JSON by its type is 415 PGRST107; JSON with a charset is fine', async () => {
    await expectError(await post(open, goodInquiry, { 'Content-Type': 'text/plain' }), 415, 'PGRST107');
    await expectError(await post(open, 'name,email\nAna,ana@example.com', { 'Content-Type': 'text/csv' }), 415, 'PGRST107');
    expect((await post(open, goodInquiry, { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(201);
  });

  it('invalid UTF-8, lone surrogates and absurd nesting are refused (400 PGRST102), never replaced', async () => {
    const before = await count();
    const invalid = Buffer.concat([Buffer.from('{"name":"Ana '), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(JSON.stringify(goodInquiry).replace('{"name":"Ana Silva"', '"'))]);
    await expectError(await post(open, invalid), 400, 'PGRST102', 'The body is not valid UTF-8.');
    const lone = 'A string holds a lone UTF-16 surrogate, which is no character.';
    await expectError(await post(open, JSON.stringify(goodInquiry).replace('Ana Silva', 'Ana \\ud800 Silva')), 400, 'PGRST102', lone);
    await expectError(await post(open, JSON.stringify(goodInquiry).replace('Ana Silva', 'Ana \\udc00')), 400, 'PGRST102', lone);
    await expectError(await post(open, `{"name":${'['.repeat(30_000)}${']'.repeat(30_000)}}`), 400, 'PGRST102');
    expect(await count()).toBe(before);
  });

  it('refuses what the form calls blank and control characters in any field (400 23514)', async () => {
    const before = await count();
    for (const row of [
      { ...goodInquiry, name: '\u00a0\u00a0\u00a0' },
      { ...goodInquiry, name: '\u200b\u200c\u200d' },
      { ...goodInquiry, email: 'ana\u0001@example.com' },
      { ...goodInquiry, name: 'Ana\u001b[2J' },
      { ...goodInquiry, comments: 'Hi\rthere' },
    ]) {
      await expectError(await post(open, row), 400, '23514');
    }
    expect(await count()).toBe(before);
  });
});
