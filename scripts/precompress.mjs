// The brotli and gzip copies of every text file of the built site (`page.html.br`, `page.html.gz`),
// made once by `npm run build` so the server only ever reads them from disk: a crowd of first
// visitors after a deploy costs what one visitor costs, and no compressed body lives in memory.
// `node scripts/precompress.mjs [dir]` does it for a folder (build/client by default).
import { readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { minCompressBytes } from '../server/compression.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the server sends compressed; images, fonts and video are compressed already. */
export const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.data', '.vtt', '.webmanifest', '.map', '.md']);

/** Copies carry their source's time, to within what utimes keeps of it (about a millisecond). */
const sameTime = (a, b) => Math.abs(a - b) < 2;

const encodings = [
  // Quality 11 costs seconds once per build and saves bytes on every visit.
  ['.br', (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })],
  ['.gz', (body) => gzip(body, { level: 9 })],
];

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of `dir` worth compressing, each with its
 * source's modification time, so a copy that matches it is up to date and is left alone. A copy
 * whose source is gone, or that saves nothing, is removed: the server must never send a stale one.
 * @returns {Promise<{ written: number, kept: number, removed: number }>}
 */
export async function precompress(dir) {
  const all = [];
  for await (const file of files(dir)) all.push(file);
  const present = new Set(all);
  const counts = { written: 0, kept: 0, removed: 0 };

  async function one(file) {
    const source = await stat(file);
    const worth = compressibleExtensions.has(path.extname(file)) && source.size >= minCompressBytes;
    for (const [suffix, compress] of encodings) {
      const copy = file + suffix;
      if (!worth) {
        if (present.has(copy)) await rm(copy).then(() => counts.removed++);
        continue;
      }
      if (present.has(copy) && sameTime((await stat(copy)).mtimeMs, source.mtimeMs)) {
        counts.kept++;
        continue;
      }
      const body = await compress(await readFile(file));
      if (body.length >= source.size) {
        if (present.has(copy)) await rm(copy).then(() => counts.removed++);
        continue;
      }
      await writeFile(copy, body);
      await utimes(copy, source.atime, source.mtime);
      counts.written++;
    }
  }

  const sources = all.filter((file) => !/\.(br|gz)$/.test(file));
  // Copies left from a file a later build no longer has.
  for (const file of all) {
    if (/\.(br|gz)$/.test(file) && !present.has(file.slice(0, -3))) await rm(file).then(() => counts.removed++);
  }
  // zlib runs on libuv's pool; a few at once keep every core busy without holding many bodies.
  const queue = [...sources];
  await Promise.all(
    Array.from({ length: Math.max(2, os.availableParallelism()) }, async () => {
      while (queue.length) await one(queue.shift());
    }),
  );
  return counts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../build/client'));
  const started = Date.now();
  const { written, kept, removed } = await precompress(dir);
  console.log(`compressed copies: ${written} written, ${kept} up to date, ${removed} removed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
