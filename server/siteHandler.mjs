import { restPrefix } from './rest/handler.mjs';

/**
 * One origin for the site and, when it runs, the embedded REST endpoint: the browser posts the
 * inquiry to the page's own origin, so there is no CORS and no second port to configure.
 */
export function createSiteHandler({ staticHandler, restHandler = null }) {
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (restHandler && (pathname === restPrefix || pathname.startsWith(`${restPrefix}/`))) return restHandler(req, res);
    return staticHandler(req, res);
  };
}
