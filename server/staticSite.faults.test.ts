// @vitest-environment node
import { mkdirSync, readFileSync, readdirSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler } from './siteHandler.mjs';
import { createStaticHandler } from './staticSite.mjs';
import { fakeSite, tempDir } from './testSupport';

/**
 * The static site against a crowd, clients that walk away and a careless build folder: answers come
 * from the build's compressed copies on disk, no descriptor outlives its client, and no link leads
 * out of build/client.
 */
const scratch = tempDir('static-faults');
const root = path.join(scratch.dir, 'client');
const bigFile = path.join(root, 'media/big.mp4');
const script = `${'export const text = "Form a US company from anywhere";\n'.repeat(4000)}`;
// The build's copies, made here at settings no server would pick at request time, so an answer
// made by compressing on the fly cannot pass for one read from disk.
const scriptBr = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
const scriptGz = gzipSync(script, { level: 1 });
const secret = 'sb_secret_never_served';
let server: Server;
let port = 0;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts a download and hangs up as soon as the answer begins, the way a visitor leaving mid-video does. */
function abortedDownload(pathname: string) {
  return new Promise<void>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => resolve());
    req.end();
  });
}

/** This process's open descriptors on `file` (the server runs in it). */
function openOn(file: string) {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(file);
    } catch {
      return false; // closed while listing
    }
  }).length;
}

/**
 * Waits until `check` has held for `steadyMs` in a row, or `ms` pass. A HEAD answer ends before the
 * file stream it destroyed has finished opening, so a descriptor can open and close just after it.
 */
async function until(check: () => boolean, ms: number, steadyMs = 300) {
  const end = Date.now() + ms;
  let heldSince = check() ? Date.now() : null;
  while (Date.now() < end && (heldSince === null || Date.now() - heldSince < steadyMs)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    heldSince = check() ? (heldSince ?? Date.now()) : null;
  }
}

beforeAll(async () => {
  fakeSite(root);
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'media'));
  writeFileSync(path.join(root, 'assets/app-9f8e.js'), script);
  writeFileSync(path.join(root, 'assets/app-9f8e.js.br'), scriptBr);
  writeFileSync(path.join(root, 'assets/app-9f8e.js.gz'), scriptGz);
  writeFileSync(bigFile, Buffer.alloc(6 * 1024 * 1024, 7));
  // The data folder beside the build, linked into it by mistake (a folder and a single file).
  const data = path.join(scratch.dir, 'data');
  mkdirSync(data);
  writeFileSync(path.join(data, 'secret.key'), secret);
  symlinkSync(data, path.join(root, 'data'));
  symlinkSync(path.join(data, 'secret.key'), path.join(root, 'key.txt'));
  server = createServer(createSiteHandler({ staticHandler: createStaticHandler(root) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  scratch.remove();
});

describe('the static site under load and abuse', { timeout: 60_000 }, () => {
  it("answers a crowd of first requests with the build's compressed copy, byte for byte, compressing nothing", async () => {
    const crowd = await Promise.all(Array.from({ length: 300 }, (_, n) => get('/assets/app-9f8e.js', { 'Accept-Encoding': n % 2 ? 'gzip' : 'gzip, br' })));
    for (const [n, answer] of crowd.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(n % 2 ? 'gzip' : 'br');
      expect(answer.body.equals(n % 2 ? scriptGz : scriptBr)).toBe(true);
    }
    const plain = await get('/assets/app-9f8e.js');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, script]);
  });

  it('holds no compressed body in memory: each answer is what the copy on disk holds at that moment', async () => {
    const copy = path.join(root, 'assets/app-9f8e.js.br');
    const before = await get('/assets/app-9f8e.js', { 'Accept-Encoding': 'br' });
    expect(before.body.equals(scriptBr)).toBe(true);
    // The same length, other bytes: only a server that reads the disk for every answer sends them.
    const replaced = Buffer.from(scriptBr).reverse();
    writeFileSync(copy, replaced);
    try {
      expect((await get('/assets/app-9f8e.js', { 'Accept-Encoding': 'br' })).body.equals(replaced)).toBe(true);
    } finally {
      writeFileSync(copy, scriptBr);
    }
  });

  it('closes the file of every download its client abandons: 100 aborted downloads of 6 MB leave no descriptor', async () => {
    for (let round = 0; round < 10; round++) {
      await Promise.all(Array.from({ length: 10 }, () => abortedDownload('/media/big.mp4')));
    }
    for (let n = 0; n < 5; n++) await get('/media/big.mp4', {}, 'HEAD');
    await until(() => openOn(bigFile) === 0, 5000);
    expect(openOn(bigFile)).toBe(0);
    // Still served whole to a client that stays.
    expect((await get('/media/big.mp4')).body.length).toBe(6 * 1024 * 1024);
  });

  it('follows no link out of the build folder', async () => {
    for (const pathname of ['/data/secret.key', '/key.txt', '/data/', '/data']) {
      const answer = await get(pathname, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status, pathname).toBe(404);
      expect(answer.body.toString(), pathname).not.toContain(secret);
    }
    expect(readFileSync(path.join(root, 'key.txt'), 'utf8')).toBe(secret);
  });
});
