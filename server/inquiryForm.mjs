import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes } from './httpHeaders.mjs';
import { contactPagePath, inquiryAnswerPage, inquiryFields, inquiryFormPath, inquiryLocale, refusedField, sentQuery } from './inquiryPage.mjs';
import { decodeBody, readBody } from './rest/body.mjs';
import { RestError, errors } from './rest/errors.mjs';
import { honeypotField } from './rest/honeypot.mjs';

const formType = 'application/x-www-form-urlencoded';

function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(`${text}\n`);
}

/**
 * The row a browser's form post carries. A browser sends a textarea's line breaks as CR LF; the
 * table keeps `\n` only, so they are turned back into what the visitor typed. Nothing else the
 * visitor typed is changed: the database's checks decide, exactly as for the REST insert. The
 * page's language (the hidden `locale` field) is stored lowercased, or null when missing or invalid.
 */
export function rowFromForm(text) {
  const fields = new URLSearchParams(text);
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
 *   anonymous?: { addressOf: Function, insert: Function } | null, the embedded endpoint's insert path; none: every post fails visibly
 *   table: string,
 *   connectSources?: string[],
 *   maxBodyBytes?: number,
 * }} options
 */
export function createInquiryFormHandler({ staticRoot, anonymous = null, table, connectSources = [], maxBodyBytes = 64 * 1024 }) {
  const contactPage = path.join(staticRoot, contactPagePath.slice(1), 'index.html');

  async function sendPage(res, status, answer, headers = {}) {
    const html = inquiryAnswerPage(await readFile(contactPage, 'utf8'), answer);
    const body = Buffer.from(html);
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      // What a visitor typed is theirs: never kept by a cache.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources }),
      ...headers,
    });
    res.end(body);
  }

  async function post(req, res) {
    const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== formType) return sendText(res, 415, `Unsupported Media Type: the form is sent as ${formType}.`);
    let row = {};
    try {
      // Read even from an address over its limit: the answer shows every typed value again.
      row = rowFromForm(decodeBody(await readBody(req, maxBodyBytes)));
      // Inquiries go to a Supabase project this server cannot write to: say so, keep what was typed.
      if (!anonymous) throw errors.serviceUnavailable();
      await anonymous.insert(table, row, anonymous.addressOf(req));
      // Stored, or kept out by the honeypot: a bot hears what a person hears.
      res.writeHead(303, { Location: `${contactPagePath}?${sentQuery}`, 'Content-Length': 0, 'Cache-Control': 'no-store' });
      return res.end();
    } catch (error) {
      if (error instanceof RestError && error.status === 413) {
        return sendText(res, 413, 'Payload Too Large: an inquiry is far smaller than this.', { Connection: 'close' });
      }
      // A refusal is the visitor's to fix (or wait out); only the server's own failures are logged.
      const refused = error instanceof RestError || /^2[23]/.test(String(error?.code ?? ''));
      if (!refused) console.error('[inquiries] could not store a posted inquiry', error);
      const status = refused ? (error instanceof RestError && error.status !== 400 ? error.status : 400) : 500;
      const values = Object.fromEntries(inquiryFields.map((field) => [field, row[field] ?? '']));
      const answer = { outcome: 'failure', values, invalid: refused ? refusedField(error) : null };
      return sendPage(res, status, answer, error.headers?.['Retry-After'] ? { 'Retry-After': error.headers['Retry-After'] } : {});
    }
  }

  /** Whether this handler answers the request; `url` is the parsed request target. */
  function handles(req, url) {
    if (url.pathname === inquiryFormPath) return true;
    const pathname = url.pathname.replace(/(.)\/+$/, '$1');
    return (req.method === 'GET' || req.method === 'HEAD') && pathname === contactPagePath && url.search === `?${sentQuery}`;
  }

  async function handle(req, res, url) {
    if (url.pathname === inquiryFormPath) {
      if (req.method === 'POST') return post(req, res);
      // Nothing to show at the form's address: an old link or a reload lands on the form, without its query.
      res.writeHead(303, { Location: contactPagePath, 'Content-Length': 0, 'Cache-Control': 'no-store' });
      return res.end();
    }
    return sendPage(res, 200, { outcome: 'success' });
  }

  return {
    handles,
    handle: (req, res, url) =>
      handle(req, res, url).catch((error) => {
        console.error(`[inquiries] could not answer ${req.method} ${url.pathname}: ${error.message}`);
        if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
        else res.end();
      }),
  };
}
