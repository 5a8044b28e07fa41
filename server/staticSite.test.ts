// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress.mjs';
import { createSiteHandler } from './siteHandler.mjs';
import { createStaticHandler } from './staticSite.mjs';
import { tempDir } from './testSupport';

/** The site handler over a small stand-in for build/client, with a fake endpoint under /rest/v1. */
const scratch = tempDir('static-site');
const inlineScript = 'window.__ctx = { route: "home" };';
const page =
  `<!doctype html><html><head><title>Home</title><script>${inlineScript}</script>` +
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
  `<body>${'<p>Form a US company from anywhere.</p>'.repeat(100)}<script src="/assets/app-1a2b.js"></script></body></html>`;
let server: ReturnType<typeof createServer>;
let port = 0;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const root = path.join(scratch.dir, 'client');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'media'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), page);
  writeFileSync(path.join(root, '404.html'), `<!doctype html><title>Not found</title><script>${inlineScript}</script>`);
  writeFileSync(path.join(root, 'assets/app-1a2b.js'), 'console.log("a US company");\n'.repeat(200));
  writeFileSync(path.join(root, 'media/film.mp4'), Buffer.alloc(5000, 7));
  // As `npm run build` leaves it: brotli and gzip copies beside every text file.
  await precompress(root);
  const restHandler = (_req: unknown, res: import('node:http').ServerResponse) => {
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end('[]');
  };
  const connectSources = ['https://abc.supabase.co'];
  server = createServer(createSiteHandler({ staticHandler: createStaticHandler(root, { connectSources }), restHandler, connectSources }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  scratch.remove();
});

describe('the static site handler', () => {
  it('sends a page with brotli when accepted, and a policy naming exactly its inline script', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    expect(answer.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/abc\.supabase\.co/);
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('caches hashed assets for a year and answers a revalidation with 304', async () => {
    const first = await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // A browser revalidates with the Accept-Encoding it fetched with: each encoding has its own tag.
    const again = await get('/assets/app-1a2b.js', { 'If-None-Match': String(first.headers.etag), 'Accept-Encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const answer = await get('/nope');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('Not found');
    expect(answer.headers['content-security-policy']).toMatch(/'sha256-/);
    expect((await get('/404')).status).toBe(404);
    expect((await get('/404.html')).status).toBe(404);
  });

  it('answers an unknown id of a detail route with the not-found page and status 404', async () => {
    const post = await get('/blog-single/999');
    expect(post.status).toBe(404);
    expect(post.body.toString()).toContain('Not found');
    expect((await get('/blog-single/404')).status).toBe(404);
    expect((await get('/blog-single/999/more')).body.toString()).toContain('Not found');
    expect((await get('/team-details/abc')).body.toString()).toContain('Not found');
  });

  it('redirects a bare detail path to its first entry', async () => {
    const answer = await get('/blog-single?x=1');
    expect([answer.status, answer.headers.location]).toEqual([301, '/blog-single/1?x=1']);
  });

  it('serves byte ranges of video, uncompressed', async () => {
    const answer = await get('/media/film.mp4', { Range: 'bytes=100-199', 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe('bytes 100-199/5000');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(100);
    expect((await get('/media/film.mp4', { Range: 'bytes=6000-' })).status).toBe(416);
  });

  it('refuses to write to the static site', async () => {
    const answer = await get('/', {}, 'POST');
    expect([answer.status, answer.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('keeps paths inside the build folder', async () => {
    expect((await get('/../../etc/passwd')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(404);
  });

  it.each(['/', '/assets/app-1a2b.js', '/nope', '/rest/v1/starbridge_inquiries'])('sends the security headers on %s', async (pathname) => {
    const answer = await get(pathname);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });
});
