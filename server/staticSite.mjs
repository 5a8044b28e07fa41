import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.avif': 'image/avif',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.mp4': 'video/mp4', '.webm': 'video/webm', '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8', '.data': 'text/x-script', '.ico': 'image/x-icon',
};

/** The bare detail paths are permanent redirects to their first entry. */
export const redirects = new Map(
  ['services-details', 'project-details', 'team-details', 'blog-single', 'blog-single-sidebar'].map((base) => [`/${base}`, `/${base}/1`]),
);

function resolveFile(root, pathname) {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(root, clean), path.join(root, clean, 'index.html')];
  for (const file of candidates) {
    if (!file.startsWith(root)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Serves the prerendered site; an unknown path gets the not-found page with status 404. */
export function createStaticHandler(root) {
  const notFound = path.join(root, '404.html');
  return (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const target = redirects.get(pathname);
    if (target) {
      res.writeHead(301, { Location: target + url.search });
      res.end();
      return;
    }
    const file = resolveFile(root, url.pathname);
    const status = file ? 200 : 404;
    const served = file ?? notFound;
    const ext = path.extname(served);
    const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream' };
    headers['Cache-Control'] = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(served).pipe(res);
  };
}
