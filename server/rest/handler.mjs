import { authorize } from './auth.mjs';
import { checkContentType, decodeBody, parseRows, readBody } from './body.mjs';
import { errorSummary } from '../errorSummary.mjs';
import { clientAddress, compileTrust } from './clientAddress.mjs';
import { corsHeaders, preflightHeaders } from './cors.mjs';
import { RestError, errors, fromDatabaseError } from './errors.mjs';
import { isHoneypotFilled, withoutHoneypot } from './honeypot.mjs';
import { parsePrefer, parseQuery } from './query.mjs';
import { createRateLimiter } from './rateLimit.mjs';
import { deleteStatement, insertStatement, selectStatement, updateStatement } from './statements.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./body.mjs').Row} Row */
/** @typedef {import('./query.mjs').Query} Query */
/** @typedef {Partial<Record<string, string>>} Prefer the Prefer header's `key=value` pairs */

/**
 * The site's own way in for a visitor's inquiry (see `anonymous` below).
 * @typedef {{
 *   addressOf: (req: IncomingMessage) => string,
 *   insert: (table: string, row: Row, address: string) => Promise<'stored' | 'trapped'>,
 * }} AnonymousInsert
 */

export const restPrefix = '/rest/v1';

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} [body] JSON; undefined: no body
 * @param {import('node:http').OutgoingHttpHeaders} [headers]
 */
function send(res, status, body, headers = {}) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const type = payload ? { 'Content-Type': 'application/json; charset=utf-8' } : {};
  res.writeHead(status, { ...corsHeaders, ...type, 'Content-Length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

const contentRange = (/** @type {unknown[]} */ rows) => (rows.length ? `0-${rows.length - 1}/*` : '*/*');

/**
 * The table named by the path; a name that is not valid percent-encoding names no table.
 * @param {string} pathname
 */
function tableOf(pathname) {
  const raw = pathname.slice(restPrefix.length).replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    throw errors.unknownTable(raw);
  }
}

/**
 * The part of Supabase's REST interface (PostgREST behind the API gateway) that supabase-js
 * uses on one table: insert, and select/update/delete with `eq` filters so the grants can be seen
 * refusing them. Every query runs inside a transaction as the key's role (`anon` for the
 * publishable key), so the migration's grants and row-level security decide, as on Supabase.
 *
 * @param {{
 *   db: import('@electric-sql/pglite').PGlite,
 *   schema: Map<string, Set<string>>,
 *   keys: { publishable: string, secret?: string },
 *   rateLimit?: { max: number, windowMs?: number },
 *   maxBodyBytes?: number,
 *   trustProxy?: string | string[] | null,
 * }} options `trustProxy`: the reverse proxies' addresses or ranges, whose X-Forwarded-For is believed
 */
export function createRestHandler({ db, schema, keys, rateLimit = { max: 5 }, maxBodyBytes = 64 * 1024, trustProxy = null }) {
  const limiter = createRateLimiter(rateLimit);
  const trust = compileTrust(trustProxy);

  /**
   * Counts `count` inquiries against an anonymous client; the service role is not limited.
   * @param {string | null} address null: the service role
   * @param {number} count
   */
  function limit(address, count) {
    if (address === null) return;
    const verdict = limiter.take(address, count);
    if (!verdict.ok) throw errors.rateLimited(verdict.retryAfterSeconds, verdict.never ? rateLimit.max : null);
  }

  /**
   * @param {string} role
   * @param {import('./statements.mjs').Statement} statement
   * @returns {Promise<import('@electric-sql/pglite').Results<Row>>}
   */
  const run = (role, statement) =>
    db.transaction(async (tx) => {
      await tx.query(`set local role ${role}`);
      return tx.query(statement.sql, statement.params);
    });

  /** @param {IncomingMessage} req */
  async function readRows(req) {
    checkContentType(req.headers['content-type']);
    return parseRows(decodeBody(await readBody(req, maxBodyBytes)));
  }

  /**
   * @param {string} table one the schema cache holds
   * @param {string[]} names
   */
  function checkColumns(table, names) {
    const known = /** @type {Set<string>} */ (schema.get(table));
    for (const name of names) if (!known.has(name)) throw errors.unknownColumn(name, table);
  }

  /**
   * Stores rows as `role` after the rate limit and the honeypot: the one insert path, for the REST
   * endpoint and the site's own form post alike. Resolves with the rows asked back (`select`),
   * `[]` when there was nothing to store, `null` when the honeypot kept a bot's rows out.
   * @param {string} table one the schema cache holds
   * @param {Row[]} rows
   * @param {{ role: string, address: string | null, columns?: string[] | null, select?: string[] | null }} options
   * @returns {Promise<Row[] | null>}
   */
  async function store(table, rows, { role, address, columns: named = null, select = null }) {
    // Every row is an inquiry; an empty batch still costs one, as a request.
    limit(address, Math.max(1, rows.length));
    const known = /** @type {Set<string>} */ (schema.get(table));
    // Bots get the answer people get, and nothing is stored.
    if (!known.has('website') && isHoneypotFilled(rows)) return null;
    const clean = known.has('website') ? rows : withoutHoneypot(rows);
    const columns = named ?? [...new Set(clean.flatMap((row) => Object.keys(row)))];
    checkColumns(table, columns);
    if (clean.length === 0) return [];
    checkColumns(table, select ? select.filter((c) => c !== '*') : []);
    return (await run(role, insertStatement(table, columns, clean, select))).rows;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} table
   * @param {Query} query
   * @param {string} role
   * @param {Prefer} prefer
   * @param {string | null} address
   */
  async function insert(req, res, table, query, role, prefer, address) {
    const rows = await readRows(req);
    const represent = prefer.return === 'representation';
    const stored = await store(table, rows, { role, address, columns: query.columns, select: represent ? query.select : null });
    if (stored === null) return send(res, 201, undefined, { 'Content-Range': '*/*' });
    if (rows.length === 0) return send(res, 201, represent ? [] : undefined);
    const headers = { 'Content-Range': '*/*', ...(prefer.return ? { 'Preference-Applied': `return=${prefer.return}` } : {}) };
    return send(res, 201, represent ? stored : undefined, headers);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} table
   * @param {Query} query
   * @param {string} role
   */
  async function select(req, res, table, query, role) {
    const result = await run(role, selectStatement(table, query));
    send(res, 200, req.method === 'HEAD' ? undefined : result.rows, { 'Content-Range': contentRange(result.rows) });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} table
   * @param {Query} query
   * @param {string} role
   * @param {Prefer} prefer
   */
  async function update(req, res, table, query, role, prefer) {
    const rows = await readRows(req);
    if (rows.length !== 1) throw errors.invalidJson('PATCH takes one JSON object.');
    checkColumns(table, Object.keys(rows[0]));
    const represent = prefer.return === 'representation';
    const result = await run(role, updateStatement(table, rows[0], query, represent ? query.select : null));
    return represent ? send(res, 200, result.rows) : send(res, 204);
  }

  /**
   * @param {ServerResponse} res
   * @param {string} table
   * @param {Query} query
   * @param {string} role
   * @param {Prefer} prefer
   */
  async function remove(res, table, query, role, prefer) {
    const represent = prefer.return === 'representation';
    const result = await run(role, deleteStatement(table, query, represent ? query.select : null));
    return represent ? send(res, 200, result.rows) : send(res, 204);
  }

  /**
   * One inquiry from a visitor, as the publishable key would send it: the site's form post
   * (server/inquiryForm.mjs) goes through the same limit, honeypot and grants as the REST insert.
   * @type {AnonymousInsert}
   */
  const anonymous = {
    /** The address the limit counts a request against, as for the REST insert. */
    addressOf: (req) => clientAddress(req, trust),
    /** Resolves 'trapped' when the honeypot was filled and nothing was stored. */
    async insert(table, row, address) {
      if (!schema.has(table)) throw errors.unknownTable(table);
      return (await store(table, [row], { role: 'anon', address })) === null ? 'trapped' : 'stored';
    },
  };

  return Object.assign(handleRest, { anonymous });

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handleRest(req, res) {
    let role = 'anon';
    try {
      if (req.method === 'OPTIONS') return send(res, 204, undefined, preflightHeaders);
      const url = URL.parse(req.url ?? '/', 'http://localhost');
      if (!url) throw errors.badRequest('The request target is not a valid URL.');
      role = authorize(req.headers, url.searchParams, keys);
      const reads = req.method === 'GET' || req.method === 'HEAD';
      const address = !reads && role === 'anon' ? clientAddress(req, trust) : null;
      if (address !== null) {
        // A client that has used up its window is refused before its body is read.
        const verdict = req.method === 'POST' ? limiter.check(address) : limiter.take(address, 1);
        if (!verdict.ok) throw errors.rateLimited(verdict.retryAfterSeconds);
      }
      const table = tableOf(url.pathname);
      if (!table) throw errors.notImplemented('The OpenAPI description');
      const profile = req.headers[reads ? 'accept-profile' : 'content-profile'];
      if (profile !== undefined && profile !== 'public') throw errors.invalidSchema(profile);
      if (!schema.has(table)) throw errors.unknownTable(table);
      const query = parseQuery(url.searchParams);
      checkColumns(table, [...query.filters.map((f) => f.column), ...query.order.map((o) => o.column)]);
      const prefer = parsePrefer(req.headers.prefer);
      switch (req.method) {
        case 'POST':
          return await insert(req, res, table, query, role, prefer, address);
        case 'GET':
        case 'HEAD':
          return await select(req, res, table, query, role);
        case 'PATCH':
          return await update(req, res, table, query, role, prefer);
        case 'DELETE':
          return await remove(res, table, query, role, prefer);
        default:
          throw errors.methodNotAllowed(req.method);
      }
    } catch (caught) {
      const error = fromDatabaseError(caught, role);
      // Never the error itself: it carries the query's parameters, the visitor's data.
      if (!(caught instanceof RestError) && error.status >= 500) console.error(`[rest] ${req.method} answered ${error.status}: ${errorSummary(caught)}`);
      const close = error.status === 413 ? { Connection: 'close' } : {};
      if (!res.headersSent) send(res, error.status, error.toJSON(), { ...error.headers, ...close });
    }
  }
}
