/**
 * The contact form's own post (scripts off, or not yet running) as a web-standard handler: a
 * Request in, a Response out, with no Node module, so one code answers it everywhere the site
 * runs: `npm start` (server/inquiryForm.mjs turns Node's request into a Request) and a static
 * host's function (netlify/functions/inquiries.mjs), each giving it how to read the contact page
 * and how to store a row.
 *
 * `POST /inquiries` (application/x-www-form-urlencoded, as any browser sends a form) is stored,
 * then answered as a browser expects: 303 to the success page when stored (so a reload sends
 * nothing again and no personal data is ever in an address), or the contact page again with the
 * failure message and everything typed when refused. Under a language's prefix (`/es/inquiries`)
 * the answers are that language's contact page.
 */
import { errorSummary } from './errorSummary.mjs';
import { contactPagePath, inquiryAnswerPage, inquiryFields, inquiryFormPath, inquiryLocale, refusedField, sentQuery } from './inquiryPage.mjs';
import { decodeBody } from './rest/body.mjs';
import { RestError, errors } from './rest/errors.mjs';
import { honeypotField, isHoneypotFilled, withoutHoneypot } from './rest/honeypot.mjs';
import { createRateLimiter } from './rest/rateLimit.mjs';

/** @typedef {import('./inquiryPage.mjs').Answer} Answer */
/** @typedef {import('./rest/errors.mjs').MaybeDatabaseError} MaybeDatabaseError */
/** @typedef {Record<string, string | null>} FormRow */
/**
 * Stores one inquiry from `address` after the limit and the honeypot; 'trapped': the honeypot was
 * filled and nothing was stored. Throws a RestError (limit) or the database's error (a check).
 * @typedef {(row: FormRow, address: string) => Promise<'stored' | 'trapped'>} InquiryInsert
 */

export const formType = 'application/x-www-form-urlencoded';
export const defaultMaxBodyBytes = 64 * 1024;

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
 * @returns {FormRow}
 */
export function rowFromForm(text) {
  const fields = formFields(text);
  /** @type {FormRow} */
  const row = {};
  for (const name of [...inquiryFields, honeypotField]) row[name] = (fields.get(name) ?? '').replace(/\r\n?/g, '\n');
  row.locale = inquiryLocale(fields.get('locale'));
  return row;
}

/**
 * The limit and the honeypot in front of a store of the host's (a function's database), as the
 * embedded endpoint puts them in front of its insert (server/rest/handler.mjs): at most `max`
 * inquiries a window from one address, refused ones included; a filled honeypot is answered as a
 * stored inquiry and nothing is written.
 * @param {{ write: (row: FormRow) => Promise<void>, rateLimit?: { max: number, windowMs?: number } }} options
 * @returns {InquiryInsert}
 */
export function guardedInsert({ write, rateLimit = { max: 5 } }) {
  const limiter = createRateLimiter(rateLimit);
  return async (row, address) => {
    const verdict = limiter.take(address, 1);
    if (!verdict.ok) throw errors.rateLimited(verdict.retryAfterSeconds);
    if (isHoneypotFilled([row])) return 'trapped';
    await write(/** @type {FormRow} */ (withoutHoneypot([row])[0]));
    return 'stored';
  };
}

/**
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function textAnswer(status, text, headers = {}) {
  return new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
}

/** What a body over the limit gets, wherever it was found to be over. */
export const tooLargeAnswer = () => textAnswer(413, 'Payload Too Large: an inquiry is far smaller than this.', { Connection: 'close' });

/** @param {string} location */
const seeOther = (location) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * The body's bytes, refused (413) as soon as they pass `limit`.
 * @param {Request} request
 * @param {number} limit
 */
async function readLimited(request, limit) {
  if (Number(request.headers.get('content-length')) > limit) throw errors.tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw errors.tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * @param {{
 *   contactPage: (prefix: string) => Promise<string>,
 *   isLanguage: (slug: string) => boolean,
 *   insert?: InquiryInsert | null,
 *   pageHeaders?: (html: string) => Record<string, string>,
 *   successAt?: 'contact-page' | 'form-path',
 *   maxBodyBytes?: number,
 * }} options `contactPage`: a language's prerendered contact page ('' English, '/es'), as served;
 *   `insert`: none means every post fails visibly (503); `pageHeaders`: an answer page's
 *   Content-Security-Policy and the like; `successAt`: where a stored inquiry is sent:
 *   `/contact-us?sent=1` where the same server answers that address (npm start), or
 *   `/inquiries?sent=1` where only the form's path reaches the function (a static host)
 */
export function createInquiryRequestHandler({ contactPage, isLanguage, insert = null, pageHeaders = () => ({}), successAt = 'contact-page', maxBodyBytes = defaultMaxBodyBytes }) {
  /**
   * The language a request is in, by its path's prefix ('/es/inquiries', '/es/contact-us'), and the
   * rest of its path; no prefix for a folder that is no language of the build.
   * @param {string} pathname
   */
  function inLanguage(pathname) {
    const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(\/.*)$/.exec(pathname);
    if (match && isLanguage(match[1])) return { prefix: `/${match[1]}`, rest: match[2] };
    return { prefix: '', rest: pathname };
  }

  /**
   * @param {string} prefix
   * @param {number} status
   * @param {Answer} answer
   * @param {Record<string, string>} [headers]
   */
  async function pageAnswer(prefix, status, answer, headers = {}) {
    const html = inquiryAnswerPage(await contactPage(prefix), answer);
    return new Response(html, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // What a visitor typed is theirs: never kept by a cache.
        'Cache-Control': 'no-store',
        ...pageHeaders(html),
        ...headers,
      },
    });
  }

  /**
   * @param {Request} request
   * @param {string} prefix
   * @param {string} address
   */
  async function post(request, prefix, address) {
    const type = String(request.headers.get('content-type') ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (type !== formType) return textAnswer(415, `Unsupported Media Type: the form is sent as ${formType}.`);
    /** @type {FormRow} */
    let row = {};
    try {
      // Read even from an address over its limit: the answer shows every typed value again.
      row = rowFromForm(decodeBody(await readLimited(request, maxBodyBytes)));
      // A form that left out its language was sent from the page its address names.
      row.locale ??= prefix ? prefix.slice(1) : 'en';
      // Inquiries go to a Supabase project this server cannot write to: say so, keep what was typed.
      if (!insert) throw errors.serviceUnavailable();
      await insert(row, address);
      // Stored, or kept out by the honeypot: a bot hears what a person hears.
      return seeOther(successAt === 'form-path' ? `${prefix}${inquiryFormPath}?${sentQuery}` : `${prefix}${contactPagePath}?${sentQuery}`);
    } catch (error) {
      if (error instanceof RestError && error.status === 413) return tooLargeAnswer();
      // A refusal is the visitor's to fix (or wait out); only the server's own failures are logged.
      const code = /** @type {MaybeDatabaseError} */ (error)?.code;
      const refused = error instanceof RestError || /^2[23]/.test(String(code ?? ''));
      // The summary leaves out the query's parameters: they are the visitor's name, email, phone, comments.
      if (!refused) console.error(`[inquiries] could not store a posted inquiry: ${errorSummary(error)}`);
      const status = refused ? (error instanceof RestError && error.status !== 400 ? error.status : 400) : 500;
      const values = Object.fromEntries(inquiryFields.map((field) => [field, row[field] ?? '']));
      const retryAfter = error instanceof RestError ? error.headers['Retry-After'] : undefined;
      return pageAnswer(prefix, status, { outcome: 'failure', values, invalid: refused ? refusedField(error) : null }, retryAfter ? { 'Retry-After': retryAfter } : {});
    }
  }

  /**
   * Whether this handler answers the request: the form's path, and the success page's address.
   * @param {string} method
   * @param {URL} url
   */
  function handles(method, url) {
    const { rest } = inLanguage(url.pathname);
    if (rest === inquiryFormPath) return true;
    const pathname = rest.replace(/(.)\/+$/, '$1');
    return (method === 'GET' || method === 'HEAD') && pathname === contactPagePath && url.search === `?${sentQuery}`;
  }

  /**
   * @param {Request} request
   * @param {{ address: string }} client the address the limit counts the request against
   * @returns {Promise<Response>}
   */
  async function handle(request, { address }) {
    const url = new URL(request.url);
    const { prefix, rest } = inLanguage(url.pathname);
    try {
      if (rest === inquiryFormPath) {
        if (request.method === 'POST') return await post(request, prefix, address);
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return textAnswer(405, 'Method Not Allowed: the form is posted here.', { Allow: 'GET, HEAD, POST' });
        }
        // The success page, where the form's path is all a function is given.
        if (url.search === `?${sentQuery}`) return await pageAnswer(prefix, 200, { outcome: 'success' });
        // Nothing to show at the form's address: an old link or a reload lands on the form, without its query.
        return seeOther(`${prefix}${contactPagePath}`);
      }
      return await pageAnswer(prefix, 200, { outcome: 'success' });
    } catch (error) {
      console.error(`[inquiries] could not answer ${request.method} ${url.pathname}: ${errorSummary(error)}`);
      return textAnswer(500, 'Internal Server Error');
    }
  }

  return { handles, handle, inLanguage };
}
