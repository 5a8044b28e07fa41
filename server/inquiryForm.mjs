import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compress, preferredEncoding } from './compression.mjs';
import { errorSummary } from './errorSummary.mjs';
import { contentSecurityPolicy, inlineScriptHashes } from './httpHeaders.mjs';
import { contactPagePath } from './inquiryPage.mjs';
import { createInquiryRequestHandler, formType, tooLargeAnswer } from './inquiryRequest.mjs';
import { readBody } from './rest/body.mjs';
import { RestError } from './rest/errors.mjs';

export { formFields, rowFromForm } from './inquiryRequest.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {ReturnType<typeof createInquiryFormHandler>} InquiryFormHandler */

/**
 * The contact form without scripts, on `npm start`: the web-standard handler every host runs
 * (server/inquiryRequest.mjs), given Node's request and the embedded endpoint's own insert path,
 * so a post goes through the same limit, honeypot and grants as the REST insert. What it adds is
 * Node's: the body read with a hard limit, and answer pages compressed (the success page, the same
 * for everyone, once per language; a failure page per answer).
 * @param {{
 *   staticRoot: string,
 *   anonymous?: import('./rest/handler.mjs').AnonymousInsert | null,
 *   table: string,
 *   connectSources?: string[],
 *   maxBodyBytes?: number,
 * }} options `anonymous`: the embedded endpoint's insert path; none: every post fails visibly
 */
export function createInquiryFormHandler({ staticRoot, anonymous = null, table, connectSources = [], maxBodyBytes = 64 * 1024 }) {
  // The languages are the build's folders with a contact page of their own.
  const languages = new Set(
    (existsSync(staticRoot) ? readdirSync(staticRoot, { withFileTypes: true }) : [])
      .filter((entry) => entry.isDirectory() && /^[a-z]{2}(-[a-z]{2})?$/.test(entry.name) && existsSync(path.join(staticRoot, entry.name, contactPagePath.slice(1), 'index.html')))
      .map((entry) => entry.name),
  );
  /**
   * Each language's contact page, read the first time that language is asked for, like every other
   * file once; a site without one still serves (whoever asks gets a 500, logged).
   * @type {Map<string, Promise<string>>}
   */
  const pages = new Map();
  /** @param {string} prefix */
  function contactPage(prefix) {
    let page = pages.get(prefix);
    if (!page) {
      page = readFile(path.join(staticRoot, prefix.slice(1), contactPagePath.slice(1), 'index.html'), 'utf8');
      page.catch(() => {});
      pages.set(prefix, page);
    }
    return page;
  }
  const web = createInquiryRequestHandler({
    contactPage,
    isLanguage: (slug) => languages.has(slug),
    insert: anonymous ? (row, address) => anonymous.insert(table, row, address) : null,
    pageHeaders: (html) => ({ 'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources }) }),
    maxBodyBytes,
  });
  /** The success page in each encoding, per language prefix: the same for everyone. @type {Map<string, Promise<Partial<Record<string, Buffer>>>>} */
  const successPages = new Map();

  /**
   * The request as the web handler takes it. The body is read here, with Node's limit (a body over
   * it is drained, never held), and only for a form post: anything else is refused before its body.
   * @param {IncomingMessage} req
   * @param {URL} url
   */
  async function toRequest(req, url) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    /** @type {Buffer | ReadableStream | null} */
    let body = null;
    if (req.method === 'POST' && type === formType) {
      try {
        body = await readBody(req, maxBodyBytes);
      } catch (error) {
        if (error instanceof RestError && error.status === 413) return null;
        // A body cut off midway: the handler reads it as failing, as it would any broken body.
        body = new ReadableStream({ start: (controller) => controller.error(error) });
      }
    }
    return new Request(url, { method: req.method, headers, body, ...(body ? { duplex: 'half' } : {}) });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Response} answer
   * @param {string} prefix
   */
  async function send(req, res, answer, prefix) {
    /** @type {Record<string, string>} */
    const headers = Object.fromEntries(answer.headers);
    const html = String(headers['content-type'] ?? '').startsWith('text/html');
    const encoding = html ? preferredEncoding(req.headers['accept-encoding']) : null;
    /** @type {Buffer} */
    let body;
    if (html && answer.status === 200) {
      let variants = successPages.get(prefix);
      if (!variants) {
        const text = Buffer.from(await answer.text());
        variants = Promise.all([compress(text, 'br'), compress(text, 'gzip')]).then(([br, gzip]) => ({ identity: text, br, gzip }));
        successPages.set(prefix, variants);
      } else await answer.body?.cancel();
      body = /** @type {Buffer} */ ((await variants)[encoding ?? 'identity']);
    } else {
      const text = Buffer.from(await answer.arrayBuffer());
      body = encoding ? await compress(text, encoding) : text;
    }
    // The client is gone, or was sent its 408 (server/httpServer.mjs): nobody is left to answer.
    if (res.destroyed || !req.socket.writable) return;
    res.writeHead(answer.status, {
      ...headers,
      'Content-Length': body.length,
      ...(html ? { Vary: 'Accept-Encoding', ...(encoding ? { 'Content-Encoding': encoding } : {}) } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} url
   */
  async function handle(req, res, url) {
    const request = await toRequest(req, new URL(url.pathname + url.search, 'http://localhost'));
    const answer = request ? await web.handle(request, { address: anonymous ? anonymous.addressOf(req) : (req.socket.remoteAddress ?? 'unknown') }) : tooLargeAnswer();
    return send(req, res, answer, web.inLanguage(url.pathname).prefix);
  }

  return {
    /** Whether this handler answers the request; `url` is the parsed request target. */
    handles: (/** @type {IncomingMessage} */ req, /** @type {URL} */ url) => web.handles(req.method ?? 'GET', url),
    handle: (/** @type {IncomingMessage} */ req, /** @type {ServerResponse} */ res, /** @type {URL} */ url) =>
      handle(req, res, url).catch((error) => {
        console.error(`[inquiries] could not answer ${req.method} ${url.pathname}: ${errorSummary(error)}`);
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end('Internal Server Error\n');
        } else res.end();
      }),
  };
}
