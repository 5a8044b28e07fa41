import { securityHeaders } from './httpHeaders.mjs';
import { restPrefix } from './rest/handler.mjs';

/**
 * One origin for the site and, when it runs, the embedded REST endpoint: the browser posts the
 * inquiry to the page's own origin, so there is no CORS and no second port to configure. Every
 * answer, the endpoint's included, carries the security headers; a page replaces the policy with
 * one that also names its inline scripts.
 * @param {{ staticHandler: Function, restHandler?: Function | null, connectSources?: string[] }} options
 */
export function createSiteHandler({ staticHandler, restHandler = null, connectSources = [] }) {
  const headers = Object.entries(securityHeaders({ connectSources }));
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const pathname = (req.url ?? '/').split('?')[0];
    if (restHandler && (pathname === restPrefix || pathname.startsWith(`${restPrefix}/`))) return restHandler(req, res);
    return staticHandler(req, res);
  };
}
