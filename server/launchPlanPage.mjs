import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy, inlineScriptHashes } from './httpHeaders.mjs';

/**
 * The launch plan for a submitted form. Its answers travel in the query (a plain GET form), and a
 * prerendered page can only show the defaults, so a GET of `/launch-plan?…` (in any language) is
 * rendered here from the language's server build, which the build keeps in build/ssr/<language>/
 * (src/platform/build/keptServerBuild.ts): the same render the prerender made, for that query.
 * The page hydrates as any other; with JavaScript off it reads the plan that was asked for. Without
 * a query, or without a kept build (a static host), the prerendered page is served as before.
 */

/** The page's path in any language ('/launch-plan', '/es/launch-plan/'), with the language's slug. */
const planPath = /^(?:\/([a-z]{2}(?:-[a-z]{2})?))?\/launch-plan\/?$/;

/** @typedef {{ handles: (req: import('node:http').IncomingMessage, url: URL) => boolean, handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => Promise<void> }} PageHandler */

/**
 * @param {{ ssrRoot: string, connectSources?: string[] }} options
 * @returns {PageHandler}
 */
export function createLaunchPlanHandler({ ssrRoot, connectSources = [] }) {
  /** @type {Map<string, Promise<(request: Request) => Promise<Response>>>} */
  const handlers = new Map();
  /** @param {string} slug */
  const buildFile = (slug) => path.join(ssrRoot, slug, 'index.js');
  /** @param {string} slug */
  const handlerFor = (slug) => {
    let handler = handlers.get(slug);
    if (!handler) {
      handler = (async () => {
        const build = await import(pathToFileURL(buildFile(slug)).href);
        const { createRequestHandler } = await import('react-router');
        return createRequestHandler(build, 'production');
      })();
      handlers.set(slug, handler);
    }
    return handler;
  };
  return {
    handles(req, url) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const match = planPath.exec(url.pathname);
      if (!match || url.searchParams.size === 0) return false;
      return existsSync(buildFile(match[1] ?? 'en'));
    },
    async handle(req, res, url) {
      const slug = planPath.exec(url.pathname)?.[1] ?? 'en';
      try {
        const render = await handlerFor(slug);
        const response = await render(new Request(`http://localhost${url.pathname}${url.search}`, { headers: { Accept: 'text/html' } }));
        const html = await response.text();
        res.writeHead(response.status, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources }),
        });
        res.end(req.method === 'HEAD' ? undefined : html);
      } catch (error) {
        console.error('Could not render the launch plan:', error);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The plan could not be rendered; the page without answers still works.\n');
      }
    },
  };
}
