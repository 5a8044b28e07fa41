import { existsSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { acceptedEncodings, isCompressible, minCompressBytes } from './compression.mjs';
import { cacheControl, revalidate } from './httpHeaders.mjs';
import { indexSite } from './siteIndex.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * The compressed copies the build writes next to a text file (`.br`, `.gz`).
 * @type {import('./compression.mjs').Encoding[]}
 */
const buildEncodings = ['br', 'gzip'];

/** @type {Partial<Record<string, string>>} */
export const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.data': 'text/x-script',
  '.ico': 'image/x-icon',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webmanifest': 'application/manifest+json',
};

/** The bare detail paths are permanent redirects to their first entry. */
export const redirects = new Map(['services-details', 'project-details', 'team-details', 'blog-single', 'blog-single-sidebar'].map((base) => [`/${base}`, `/${base}/1`]));

/** The not-found pages' own paths (`/404`, `/es/404.html`) answer 404 too, so no crawler indexes them. */
const isNotFoundPath = (/** @type {string} */ pathname) => /\/404(\.html)?$/.test(pathname);

/**
 * The language prefix of a path ('/es' of '/es/pricing'), '' for English: each language's pages are
 * a folder of the site with a not-found page of its own (build/client/es/404.html).
 * @param {string} root
 * @param {string} pathname
 */
export function languagePrefix(root, pathname) {
  const first = pathname.split('/')[1];
  return first && /^[a-z]{2}(-[a-z]{2})?$/.test(first) && existsSync(path.join(root, first, '404.html')) ? `/${first}` : '';
}

/**
 * The page for an unknown path or id, in the path's language: no router runs in the browser, so one
 * not-found page per language serves every route.
 * @param {import('./siteIndex.mjs').SiteIndex} site
 * @param {string} pathname
 */
function notFoundPage(site, pathname) {
  return `${site.languagePrefix(pathname)}/404.html`;
}

/**
 * A single `bytes=` range within `size`, null for none or several (served whole), 'invalid' when unsatisfiable.
 * @param {string | undefined} header
 * @param {number} size
 * @returns {{ start: number, end: number } | 'invalid' | null}
 */
export function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start;
  let end;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * The site's own answer to a Range header, in the form sirv reads: one satisfiable range or none.
 * @param {IncomingMessage} req
 * @param {number} size
 * @returns {boolean} false: unsatisfiable (416)
 */
function settleRange(req, size) {
  const header = req.headers.range;
  if (!header) return true;
  // A client that names a validator may hold another version; the whole file is always right.
  const range = req.headers['if-range'] ? null : parseRange(header, size);
  if (range === 'invalid') return false;
  if (range) req.headers.range = `bytes=${range.start}-${range.end}`;
  else delete req.headers.range;
  return true;
}

/**
 * Serves the prerendered site; an unknown path gets the not-found page with status 404. sirv sends
 * the files: brotli or gzip copies written by the build (`npm run build`), chosen by
 * Accept-Encoding and read from disk for every answer, so nothing is compressed or held in memory
 * per file; weak ETags (304); byte ranges for video. This wrapper decides which file a request
 * names (from the index read at start, so a link out of the build is never followed), and adds the
 * headers: type, cache lifetime, and for a page the policy naming its inline scripts.
 * @param {string} root build/client
 * @param {{ connectSources?: string[] }} options origins besides our own that pages fetch from
 */
export function createStaticHandler(root, { connectSources = [] } = {}) {
  const site = indexSite(root, { connectSources });
  // A build made by other means than `npm run build` has no compressed copies: it is served
  // uncompressed rather than compressed at request time, and the operator is told.
  const uncompressed = [...site.files].filter(
    ([file, size]) => size >= minCompressBytes && isCompressible(types[path.extname(file)]) && !site.files.has(`${file}.br`) && !site.files.has(`${file}.gz`),
  ).length;
  if (uncompressed) console.warn(`${uncompressed} text files in ${root} have no brotli or gzip copy and are sent uncompressed; npm run build writes them`);
  const send = sirv(root, { dev: false, etag: true, brotli: true, gzip: true, extensions: [], dotfiles: false });

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} file with 200, one the index resolved, so its size is known
   * @param {200 | 404} status
   */
  function deliver(req, res, file, status) {
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const compressible = isCompressible(type);
    res.setHeader('Content-Type', type);
    const policy = site.policies.get(file);
    if (policy) res.setHeader('Content-Security-Policy', policy);
    if (compressible) {
      // Served whole and compressed; a copy that is a link out of the build is not offered.
      delete req.headers.range;
      const offered = buildEncodings.filter((encoding) => !site.isOutside(`${file}.${encoding === 'br' ? 'br' : 'gz'}`));
      req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding'], offered).join(', ');
    } else {
      res.setHeader('Accept-Ranges', 'bytes');
    }
    if (status === 404) {
      res.setHeader('Cache-Control', revalidate);
      for (const name of ['range', 'if-range', 'if-none-match']) delete req.headers[name];
      // sirv answers every file it finds with 200; this one stands for a page that does not exist.
      const writeHead = /** @type {(code: number, ...rest: unknown[]) => ServerResponse} */ (res.writeHead);
      res.writeHead = (/** @type {number} */ code, /** @type {unknown[]} */ ...rest) => writeHead.call(res, code === 200 ? 404 : code, ...rest);
    } else if (!settleRange(req, /** @type {number} */ (site.files.get(file)))) {
      res.writeHead(416, { 'Content-Range': `bytes */${site.files.get(file)}`, 'Content-Length': 0 });
      return res.end();
    }
    // Every file is sent as a stream piped into the answer: when the visitor goes, the file goes
    // too (a piped stream is otherwise left open, holding its descriptor), and a file that cannot
    // be read ends the answer instead of the process.
    res.once('pipe', (stream) => {
      stream.once('error', () => res.destroy());
      res.once('close', () => stream.destroy());
      if (req.method === 'HEAD') {
        stream.unpipe(res);
        stream.destroy();
        res.end();
      }
    });
    req.url = encodeURI(file);
    send(req, res, () => {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 0 });
      res.end();
    });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  return function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const prefix = site.languagePrefix(pathname);
    const target = redirects.get(pathname.slice(prefix.length));
    if (target) {
      res.writeHead(301, { Location: prefix + target + url.search, 'Content-Length': 0 });
      res.end();
      return;
    }
    let decoded = null;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // Not valid percent-encoding: names no file.
    }
    const file = decoded === null || isNotFoundPath(pathname) ? null : site.resolve(decoded);
    if (file) {
      res.setHeader('Cache-Control', cacheControl(url.pathname, types[path.extname(file)] ?? ''));
      return deliver(req, res, file, 200);
    }
    return deliver(req, res, notFoundPage(site, pathname), 404);
  };
}
