import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compress, isCompressible, minCompressBytes, preferredEncoding } from './compression.mjs';
import { cacheControl, contentSecurityPolicy, inlineScriptHashes } from './httpHeaders.mjs';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.avif': 'image/avif',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.mp4': 'video/mp4', '.webm': 'video/webm', '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8', '.data': 'text/x-script', '.ico': 'image/x-icon', '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webmanifest': 'application/manifest+json',
};

/** Files up to this size are kept in memory with their compressed forms; larger ones are streamed. */
const maxCachedBytes = 4 * 1024 * 1024;

/** The bare detail paths are permanent redirects to their first entry. */
export const redirects = new Map(
  ['services-details', 'project-details', 'team-details', 'blog-single', 'blog-single-sidebar'].map((base) => [`/${base}`, `/${base}/1`]),
);

/** The not-found pages' own paths (`/404`, `/<route>/404`, `….html`) answer 404 too, so no crawler indexes them. */
const isNotFoundPath = (pathname) => /\/404(\.html)?$/.test(pathname);

/**
 * The language prefix of a path ('/es' of '/es/pricing'), '' for English: each language's pages are
 * a folder of the site with a not-found page of its own (build/client/es/404.html).
 */
export function languagePrefix(root, pathname) {
  const first = pathname.split('/')[1];
  return first && /^[a-z]{2}(-[a-z]{2})?$/.test(first) && existsSync(path.join(root, first, '404.html')) ? `/${first}` : '';
}

/**
 * The page for an unknown path, in the path's language. A detail route (`/blog-single/999`) may have its own prerendered
 * not-found page (`/blog-single/404`): it hydrates under the same route as the URL, where the
 * generic one, rendered by the catch-all route, would not match the client's routes.
 */
function notFoundPage(root, pathname) {
  const prefix = languagePrefix(root, pathname);
  const languageRoot = path.join(root, prefix);
  const segments = pathname.slice(prefix.length).split('/').filter(Boolean);
  if (segments.length === 2 && !segments.some((s) => s.startsWith('.'))) {
    const own = path.join(languageRoot, segments[0], '404', 'index.html');
    if (own.startsWith(root) && existsSync(own)) return own;
  }
  return path.join(languageRoot, '404.html');
}

function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(root, clean), path.join(root, clean, 'index.html')];
  for (const file of candidates) {
    if (!file.startsWith(root)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * One served file as of its last change: type, validator, and for a page the policy that allows
 * exactly its inline scripts. Reloaded when the file changes, so a rebuild under a running
 * server serves the new pages with their new hashes.
 */
function createFileCache({ connectSources }) {
  const entries = new Map();
  return async function load(file) {
    const stat = statSync(file);
    const cached = entries.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const body = stat.size <= maxCachedBytes ? await readFile(file) : null;
    const entry = {
      file,
      type,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      body,
      csp: type.startsWith('text/html') && body
        ? contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')), connectSources })
        : null,
      compressed: new Map(),
    };
    entries.set(file, entry);
    return entry;
  };
}

function variant(entry, encoding) {
  let pending = entry.compressed.get(encoding);
  if (!pending) {
    pending = compress(entry.body, encoding);
    entry.compressed.set(encoding, pending);
  }
  return pending;
}

function matchesEtag(header, etag) {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/** A single `bytes=` range within `size`, null for none or several (served whole), 'invalid' when unsatisfiable. */
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
 * Serves the prerendered site; an unknown path gets the not-found page with status 404. Text is
 * sent with brotli or gzip as the client accepts, files carry a weak ETag so a revalidated page
 * costs a 304, and video honours byte ranges so seeking works.
 * @param {string} root build/client
 * @param {{ connectSources?: string[] }} options origins besides our own that pages fetch from
 */
export function createStaticHandler(root, { connectSources = [] } = {}) {
  const load = createFileCache({ connectSources });

  async function serve(req, res) {
    const url = new URL(req.url, 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed\n');
      return;
    }
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const prefix = languagePrefix(root, pathname);
    const target = redirects.get(pathname.slice(prefix.length));
    if (target) {
      res.writeHead(301, { Location: prefix + target + url.search, 'Content-Length': 0 });
      res.end();
      return;
    }
    const file = isNotFoundPath(pathname) ? null : resolveFile(root, url.pathname);
    const status = file ? 200 : 404;
    const entry = await load(file ?? notFoundPage(root, pathname));
    const compressible = isCompressible(entry.type);
    const headers = {
      'Content-Type': entry.type,
      'Cache-Control': status === 200 ? cacheControl(url.pathname, entry.type) : 'no-cache',
    };
    if (entry.csp) headers['Content-Security-Policy'] = entry.csp;
    if (compressible) headers.Vary = 'Accept-Encoding';
    else headers['Accept-Ranges'] = 'bytes';
    if (status === 200) {
      headers.ETag = entry.etag;
      if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }

    const encoding = compressible && entry.body && entry.size >= minCompressBytes ? preferredEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const body = await variant(entry, encoding);
      res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    const range = status === 200 && !compressible && req.headers.range && (!req.headers['if-range'] || req.headers['if-range'] === entry.etag)
      ? parseRange(req.headers.range, entry.size)
      : null;
    if (range === 'invalid') {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${entry.size}` });
      res.end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: entry.size - 1 };
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${entry.size}`;
    res.writeHead(range ? 206 : status, { ...headers, 'Content-Length': Math.max(0, end - start + 1) });
    if (req.method === 'HEAD') return res.end();
    if (entry.body) return res.end(entry.body.subarray(start, end + 1));
    createReadStream(entry.file, { start, end }).pipe(res);
  }

  return (req, res) =>
    serve(req, res).catch((error) => {
      console.error(`Could not serve ${req.url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
}
