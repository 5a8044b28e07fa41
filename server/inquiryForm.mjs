import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compress, preferredEncoding } from './compression.mjs';
import { errorSummary } from './errorSummary.mjs';
import { contentSecurityPolicy, inlineScriptHashes } from './httpHeaders.mjs';
import { contactPagePath, inquiryAnswerPage, inquiryFields, inquiryFormPath, inquiryLocale, refusedField, sentQuery } from './inquiryPage.mjs';
import { decodeBody, readBody } from './rest/body.mjs';
import { RestError, errors } from './rest/errors.mjs';
import { honeypotField } from './rest/honeypot.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./inquiryPage.mjs').Answer} Answer */
/** @typedef {import('./rest/errors.mjs').MaybeDatabaseError} MaybeDatabaseError */
/** @typedef {ReturnType<typeof createInquiryFormHandler>} InquiryFormHandler */

const formType = 'application/x-www-form-urlencoded';

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {import('node:http').OutgoingHttpHeaders} [headers]
 */
function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(`${text}\n`);
}

/**
 * The fields of a form body, decoded strictly: a percent-escape that is not UTF-8 (`%FF`) is
 * refused, as the REST endpoint refuses such bytes, never turned into U+FFFD.
 * @param {string} text
 * @returns {Map<string, string>} the first value of each name, as URLSearchParams.get gives it
 */
export function formFields(text) {
  /** @type {Map<string, string>} */
  const fields = new Map();
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const [name, value] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    let decoded;
    try {
      decoded = [name, value].map((part) => decodeURIComponent(part.replaceAll('+', ' ')));
    } catch {
      throw errors.badRequest('The form is not valid UTF-8 (a percent-escape names no character).');
    }
    if (!fields.has(decoded[0])) fields.set(decoded[0], decoded[1]);
  }
  return fields;
}

/**
 * The row a browser's form post carries. A browser sends a textarea's line breaks as CR LF; the
 * table keeps `\n` only, so they are turned back into what the visitor typed. Nothing else the
 * visitor typed is changed: the database's checks decide, exactly as for the REST insert. The
 * page's language (the hidden `locale` field) is stored lowercased, or null when missing or invalid (the
 * handler then stores the language of the address the form was posted to).
 * @param {string} text
 */
export function rowFromForm(text) {
  const fields = formFields(text);
  /** @type {Record<string, string | null>} */
  const row = {};
  for (const name of [...inquiryFields, honeypotField]) row[name] = (fields.get(name) ?? '').replace(/\r\n?/g, '\n');
  row.locale = inquiryLocale(fields.get('locale'));
  return row;
}

/**
 * The contact form without scripts: `POST /inquiries` (application/x-www-form-urlencoded, as any
 * browser sends a form) is stored through the embedded endpoint's own insert path, then answered
 * as a browser expects: 303 to `/contact-us?sent=1` when stored (so a reload sends nothing again
 * and no personal data is ever in an address), or the contact page again with the failure message
 * and everything typed when refused. `GET /contact-us?sent=1` is that page with the success message.
 * @param {{
 *   staticRoot: string,
 *   anonymous?: import('./rest/handler.mjs').AnonymousInsert | null,
 *   table: string,
 *   connectSources?: string[],
 *   maxBodyBytes?: number,
 * }} options `anonymous`: the embedded endpoint's insert path; none: every post fails visibly
 */
export function createInquiryFormHandler({ staticRoot, anonymous = null, table, connectSources = [], maxBodyBytes = 64 * 1024 }) {
  /**
   * Each language's contact page, read the first time that language is asked for, like every other
   * file once: the success page is the same for everyone, so it is made and compressed once; a
   * failure page is made from the same page per answer.
   * @type {Map<string, Promise<{ html: string, success: Awaited<ReturnType<typeof compressedVariants>> } | { error: unknown }>>}
   */
  const preparedPages = new Map();
  /** @param {string} prefix the language's path prefix ('/es'), '' for English */
  function prepared(prefix) {
    let page = preparedPages.get(prefix);
    if (!page) {
      page = readFile(path.join(staticRoot, prefix.slice(1), contactPagePath.slice(1), 'index.html'), 'utf8')
        .then(async (html) => ({ html, success: await compressedVariants(inquiryAnswerPage(html, { outcome: 'success' })) }))
        // Told to whoever asks for the page (a 500, logged): a site without a contact page still serves.
        .catch((error) => ({ error }));
      preparedPages.set(prefix, page);
    }
    return page;
  }

  /**
   * The language a request is in, by its path's prefix ('/es/inquiries', '/es/contact-us'), and the
   * rest of its path; null prefix for a folder that is no language of the build.
   * @param {string} pathname
   */
  function inLanguage(pathname) {
    const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(\/.*)$/.exec(pathname);
    if (match && languages.has(match[1])) return { prefix: `/${match[1]}`, rest: match[2] };
    return { prefix: '', rest: pathname };
  }
  // The languages are the build's folders with a contact page of their own.
  const languages = new Set(
    (existsSync(staticRoot) ? readdirSync(staticRoot, { withFileTypes: true }) : [])
      .filter((entry) => entry.isDirectory() && /^[a-z]{2}(-[a-z]{2})?$/.test(entry.name) && existsSync(path.join(staticRoot, entry.name, contactPagePath.slice(1), 'index.html')))
      .map((entry) => entry.name),
  );

  /** @param {string} html */
  async function compressedVariants(html) {
    const body = Buffer.from(html);
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources });
    return { policy, identity: body, br: await compress(body, 'br'), gzip: await compress(body, 'gzip') };
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {number} status
   * @param {Answer} answer
   * @param {import('node:http').OutgoingHttpHeaders} [headers]
   */
  async function sendPage(req, res, status, answer, headers = {}) {
    const page = await prepared(inLanguage(new URL(req.url ?? '/', 'http://site').pathname).prefix);
    if ('error' in page) throw page.error;
    const variants = answer.outcome === 'success' && !answer.values ? page.success : null;
    let body;
    let policy;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (variants) {
      policy = variants.policy;
      body = variants[encoding ?? 'identity'];
    } else {
      const html = inquiryAnswerPage(page.html, answer);
      policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources });
      body = encoding ? await compress(Buffer.from(html), encoding) : Buffer.from(html);
    }
    if (res.destroyed) return;
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      Vary: 'Accept-Encoding',
      // What a visitor typed is theirs: never kept by a cache.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': policy,
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function post(req, res) {
    const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== formType) return sendText(res, 415, `Unsupported Media Type: the form is sent as ${formType}.`);
    /** @type {Record<string, string | null>} */
    let row = {};
    const { prefix } = inLanguage(new URL(req.url ?? '/', 'http://site').pathname);
    try {
      // Read even from an address over its limit: the answer shows every typed value again.
      row = rowFromForm(decodeBody(await readBody(req, maxBodyBytes)));
      // A form that left out its language was sent from the page its address names.
      row.locale ??= prefix ? prefix.slice(1) : 'en';
      // Inquiries go to a Supabase project this server cannot write to: say so, keep what was typed.
      if (!anonymous) throw errors.serviceUnavailable();
      await anonymous.insert(table, row, anonymous.addressOf(req));
      // Stored, or kept out by the honeypot: a bot hears what a person hears.
      res.writeHead(303, { Location: `${prefix}${contactPagePath}?${sentQuery}`, 'Content-Length': 0, 'Cache-Control': 'no-store' });
      return res.end();
    } catch (error) {
      // The client is gone, or was sent its 408 (server/httpServer.mjs): nobody is left to answer.
      if (!req.socket.writable) return;
      if (error instanceof RestError && error.status === 413) {
        return sendText(res, 413, 'Payload Too Large: an inquiry is far smaller than this.', { Connection: 'close' });
      }
      // A refusal is the visitor's to fix (or wait out); only the server's own failures are logged.
      const code = /** @type {MaybeDatabaseError} */ (error)?.code;
      const refused = error instanceof RestError || /^2[23]/.test(String(code ?? ''));
      // The summary leaves out the query's parameters: they are the visitor's name, email, phone, comments.
      if (!refused) console.error(`[inquiries] could not store a posted inquiry: ${errorSummary(error)}`);
      const status = refused ? (error instanceof RestError && error.status !== 400 ? error.status : 400) : 500;
      const values = Object.fromEntries(inquiryFields.map((field) => [field, row[field] ?? '']));
      /** @type {Answer} */
      const answer = { outcome: 'failure', values, invalid: refused ? refusedField(error) : null };
      const retryAfter = error instanceof RestError ? error.headers['Retry-After'] : undefined;
      return sendPage(req, res, status, answer, retryAfter ? { 'Retry-After': retryAfter } : {});
    }
  }

  /**
   * Whether this handler answers the request; `url` is the parsed request target.
   * @param {IncomingMessage} req
   * @param {URL} url
   */
  function handles(req, url) {
    const { rest } = inLanguage(url.pathname);
    if (rest === inquiryFormPath) return true;
    const pathname = rest.replace(/(.)\/+$/, '$1');
    return (req.method === 'GET' || req.method === 'HEAD') && pathname === contactPagePath && url.search === `?${sentQuery}`;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} url
   */
  async function handle(req, res, url) {
    const { prefix, rest } = inLanguage(url.pathname);
    if (rest === inquiryFormPath) {
      if (req.method === 'POST') return post(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendText(res, 405, 'Method Not Allowed: the form is posted here.', { Allow: 'GET, HEAD, POST' });
      }
      // Nothing to show at the form's address: an old link or a reload lands on the form, without its query.
      res.writeHead(303, { Location: `${prefix}${contactPagePath}`, 'Content-Length': 0, 'Cache-Control': 'no-store' });
      return res.end();
    }
    return sendPage(req, res, 200, { outcome: 'success' });
  }

  return {
    handles,
    handle: (/** @type {IncomingMessage} */ req, /** @type {ServerResponse} */ res, /** @type {URL} */ url) =>
      handle(req, res, url).catch((error) => {
        console.error(`[inquiries] could not answer ${req.method} ${url.pathname}: ${errorSummary(error)}`);
        if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
        else res.end();
      }),
  };
}
