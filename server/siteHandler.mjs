import { securityHeaders } from './httpHeaders.mjs';
import { restPrefix } from './rest/handler.mjs';

/**
 * One origin for the site and, when it runs, the embedded REST endpoint: the browser posts the
 * inquiry to the page's own origin, so there is no CORS and no second port to configure. Every
 * answer, the endpoint's included, carries the security headers; a page replaces the policy with
 * one that also names its inline scripts.
 * The contact form's own post (and the page that answers it) comes before the static files.
 * @param {{
 *   staticHandler: Function, restHandler?: Function | null, connectSources?: string[],
 *   formHandler?: { handles: Function, handle: Function } | null,
 * }} options
 */
export function createSiteHandler({ staticHandler, restHandler = null, formHandler = null, connectSources = [] }) {
  const headers = Object.entries(securityHeaders({ connectSources }));
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // Node passes an absolute-form target (`POST http://host/path`) through as it came.
    const url = URL.parse(req.url ?? '/', 'http://localhost');
    if (!url) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      return res.end('Bad request: the request target is not a valid URL.\n');
    }
    const pathname = url.pathname;
    if (restHandler && (pathname === restPrefix || pathname.startsWith(`${restPrefix}/`))) return restHandler(req, res);
    if (formHandler?.handles(req, url)) return formHandler.handle(req, res, url);
    return staticHandler(req, res);
  };
}
