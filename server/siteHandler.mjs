import { securityHeaders } from './httpHeaders.mjs';
import { restPrefix } from './rest/handler.mjs';

/**
 * One origin for the site and, when it runs, the embedded REST endpoint: the browser posts the
 * inquiry to the page's own origin, so there is no CORS and no second port to configure. Every
 * answer, the endpoint's included, carries the security headers; a page replaces the policy with
 * one that also names its inline scripts.
 * The contact form's own post (and the page that answers it) and the launch plan rendered for its
 * answers come before the static files.
 * @param {{
 *   staticHandler: import('node:http').RequestListener,
 *   restHandler?: import('node:http').RequestListener | null,
 *   connectSources?: string[],
 *   formHandler?: import('./inquiryForm.mjs').InquiryFormHandler | null,
 *   pageHandler?: import('./launchPlanPage.mjs').PageHandler | null,
 * }} options
 * @returns {import('node:http').RequestListener}
 */
export function createSiteHandler({ staticHandler, restHandler = null, formHandler = null, pageHandler = null, connectSources = [] }) {
  const headers = Object.entries(securityHeaders({ connectSources }));
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const target = originForm(req);
    if (target === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      return res.end('Bad request: the request target must be a path on this site.\n');
    }
    req.url = target;
    const url = new URL(target, 'http://localhost');
    const pathname = url.pathname;
    if (restHandler && (pathname === restPrefix || pathname.startsWith(`${restPrefix}/`))) return restHandler(req, res);
    if (formHandler?.handles(req, url)) return formHandler.handle(req, res, url);
    // A page rendered for its query (the launch plan's answers), before the prerendered file.
    if (pageHandler?.handles(req, url)) return void pageHandler.handle(req, res, url);
    return staticHandler(req, res);
  };
}

/**
 * The request target as a path (origin-form), or null when it is none. `//host/path` (or `/\host`)
 * is what a URL parser reads as another host, so a proxy rule on `/inquiries` or `/rest/` would not
 * see the path it reaches; it is refused. An absolute-form target (`POST http://host/path`, which
 * Node passes through as it came) is taken only for this very host, as its path.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null}
 */
export function originForm(req) {
  const target = req.url ?? '';
  if (target.startsWith('/')) return /^\/[/\\]/.test(target) ? null : target;
  if (!/^https?:\/\//i.test(target)) return null;
  const url = URL.parse(target);
  const host = String(req.headers.host ?? '').toLowerCase();
  return url && url.host === host && !/^\/[/\\]/.test(url.pathname) ? url.pathname + url.search : null;
}
