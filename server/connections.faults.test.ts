// @vitest-environment node
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from './startSite.mjs';
import { fakeSite, inquiriesTable, tempDir } from './testSupport';

/**
 * The server against clients that do not play by the rules: targets that are not paths, bodies that
 * never finish, more connections than it admits, requests Node itself refuses. Each answer it
 * writes carries the security headers.
 */
const scratch = tempDir('connections-faults');
let site: Awaited<ReturnType<typeof startSite>>;
const limits = { headersTimeoutMs: 1000, requestTimeoutMs: 1500, maxConnections: 4 };

/**
 * Writes `text` on a new connection and reads until the server closes it or `ms` pass. The client
 * never half-closes: Node drops an answer still being made for a client that has.
 */
function raw(text: string, { ms = 8000 } = {}) {
  return new Promise<string>((resolve, reject) => {
    let answer = '';
    const socket = connect(site.port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', (error) => (answer ? undefined : reject(error)));
  });
}

const securityHeaders = (answer: string) => ({
  nosniff: /\r\nX-Content-Type-Options: nosniff\r\n/i.test(answer),
  frameAncestors: /\r\nContent-Security-Policy: [^\r]*frame-ancestors 'none'/i.test(answer),
  referrer: /\r\nReferrer-Policy: strict-origin-when-cross-origin\r\n/i.test(answer),
});
const allHeaders = { nosniff: true, frameAncestors: true, referrer: true };

const count = async () => (await (site.db as PGlite).query<{ n: number }>(`select count(*)::int as n from ${inquiriesTable}`)).rows[0].n;

beforeAll(async () => {
  site = await startSite({ staticRoot: fakeSite(path.join(scratch.dir, 'client')), rateLimit: { max: 1000 }, limits });
}, 60_000);

afterAll(async () => {
  await site?.close();
  scratch.remove();
});

describe('request targets', { timeout: 30_000 }, () => {
  it('refuses a target that is not a path on this site with 400, never routing it', async () => {
    const form = 'name=Ana&email=ana%40example.com&phone_no=%2B351912345678&comments=Hello';
    const before = await count();
    for (const target of ['//evil.example/', '//evil.example/index.html', '/\\evil.example/', 'http://evil.example/', '*']) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer, target).toMatch(/^HTTP\/1\.1 400 /);
      expect(securityHeaders(answer), target).toEqual(allHeaders);
    }
    for (const target of ['//x/inquiries', 'http://x/inquiries']) {
      const answer = await raw(
        `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` + `Content-Length: ${form.length}\r\nConnection: close\r\n\r\n${form}`,
      );
      expect(answer, target).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(await count()).toBe(before);
    // A path, and an absolute-form target naming this very host, are served.
    expect(await raw('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
    expect(await raw(`GET http://localhost:${site.port}/ HTTP/1.1\r\nHost: localhost:${site.port}\r\nConnection: close\r\n\r\n`)).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('slow and surplus clients', { timeout: 30_000 }, () => {
  it('answers a body that has not arrived within the bound with 408 and closes, storing nothing', async () => {
    const before = await count();
    const started = Date.now();
    const answer = await raw('POST /inquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nname=Ana', { ms: 20_000 });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(securityHeaders(answer)).toEqual(allHeaders);
    // Closed by the server, well before this test's own limit.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await count()).toBe(before);
  });

  it('keeps its production bounds in seconds, not minutes, and caps its connections', async () => {
    const production = await startSite({ staticRoot: fakeSite(path.join(scratch.dir, 'production')), embedded: false });
    try {
      const { server } = production;
      expect(server.requestTimeout).toBeGreaterThan(0);
      expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
      expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
      expect(server.maxConnections).toBeGreaterThan(0);
      expect(server.maxConnections).toBeLessThanOrEqual(10_000);
    } finally {
      await production.close();
    }
  });

  it('closes connections beyond its cap as they arrive, and admits new ones once others leave', async () => {
    const open: Socket[] = [];
    const connected = () =>
      new Promise<Socket>((resolve) => {
        const socket = connect(site.port, '127.0.0.1', () => resolve(socket));
        socket.on('error', () => {});
      });
    for (let n = 0; n < limits.maxConnections; n++) open.push(await connected());
    // Once the server has counted them all, one more is closed without a word.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const surplus = await raw('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', { ms: 3000 });
    expect(surplus).toBe('');
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await raw('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe("Node's own answers", { timeout: 30_000 }, () => {
  it('carry the security headers: 400 for a request it cannot parse, 431 for headers too large', async () => {
    const garbled = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expect(securityHeaders(garbled)).toEqual(allHeaders);
    const huge = await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(securityHeaders(huge)).toEqual(allHeaders);
  });
});
