import { authorize } from './auth.mjs';
import { parseRows, readBody } from './body.mjs';
import { corsHeaders, preflightHeaders } from './cors.mjs';
import { RestError, errors, fromDatabaseError } from './errors.mjs';
import { isHoneypotFilled, withoutHoneypot } from './honeypot.mjs';
import { parsePrefer, parseQuery } from './query.mjs';
import { createRateLimiter } from './rateLimit.mjs';
import { deleteStatement, insertStatement, selectStatement, updateStatement } from './statements.mjs';

export const restPrefix = '/rest/v1';

function send(res, status, body, headers = {}) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const type = payload ? { 'Content-Type': 'application/json; charset=utf-8' } : {};
  res.writeHead(status, { ...corsHeaders, ...type, 'Content-Length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

const contentRange = (rows) => (rows.length ? `0-${rows.length - 1}/*` : '*/*');

/** The client's address; behind a reverse proxy only when told to trust its X-Forwarded-For. */
export function clientAddress(req, trustProxy = false) {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
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
 *   trustProxy?: boolean,
 * }} options
 */
export function createRestHandler({ db, schema, keys, rateLimit = { max: 5 }, maxBodyBytes = 64 * 1024, trustProxy = false }) {
  const limiter = createRateLimiter(rateLimit);

  const run = (role, statement) =>
    db.transaction(async (tx) => {
      await tx.query(`set local role ${role}`);
      return tx.query(statement.sql, statement.params);
    });

  async function readRows(req) {
    return parseRows(await readBody(req, maxBodyBytes));
  }

  function checkColumns(table, names) {
    const known = schema.get(table);
    for (const name of names) if (!known.has(name)) throw errors.unknownColumn(name, table);
  }

  async function insert(req, res, table, query, role, prefer) {
    const rows = await readRows(req);
    // Bots get the answer people get, and nothing is stored.
    if (!schema.get(table).has('website') && isHoneypotFilled(rows)) return send(res, 201, undefined, { 'Content-Range': '*/*' });
    const clean = schema.get(table).has('website') ? rows : withoutHoneypot(rows);
    const columns = query.columns ?? [...new Set(clean.flatMap((row) => Object.keys(row)))];
    checkColumns(table, columns);
    if (clean.length === 0) return send(res, 201, prefer.return === 'representation' ? [] : undefined);
    const represent = prefer.return === 'representation';
    checkColumns(table, represent ? query.select.filter((c) => c !== '*') : []);
    const result = await run(role, insertStatement(table, columns, clean, represent ? query.select : null));
    const headers = { 'Content-Range': '*/*', ...(prefer.return ? { 'Preference-Applied': `return=${prefer.return}` } : {}) };
    return send(res, 201, represent ? result.rows : undefined, headers);
  }

  async function select(req, res, table, query, role) {
    const result = await run(role, selectStatement(table, query));
    send(res, 200, req.method === 'HEAD' ? undefined : result.rows, { 'Content-Range': contentRange(result.rows) });
  }

  async function update(req, res, table, query, role, prefer) {
    const rows = await readRows(req);
    if (rows.length !== 1) throw errors.invalidJson('PATCH takes one JSON object.');
    checkColumns(table, Object.keys(rows[0]));
    const represent = prefer.return === 'representation';
    const result = await run(role, updateStatement(table, rows[0], query, represent ? query.select : null));
    return represent ? send(res, 200, result.rows) : send(res, 204);
  }

  async function remove(res, table, query, role, prefer) {
    const represent = prefer.return === 'representation';
    const result = await run(role, deleteStatement(table, query, represent ? query.select : null));
    return represent ? send(res, 200, result.rows) : send(res, 204);
  }

  return async function handleRest(req, res) {
    let role = 'anon';
    try {
      if (req.method === 'OPTIONS') return send(res, 204, undefined, preflightHeaders);
      const url = new URL(req.url ?? '/', 'http://localhost');
      role = authorize(req.headers, url.searchParams, keys);
      const reads = req.method === 'GET' || req.method === 'HEAD';
      if (!reads && role === 'anon') {
        const verdict = limiter.take(clientAddress(req, trustProxy));
        if (!verdict.ok) throw errors.rateLimited(verdict.retryAfterSeconds);
      }
      const table = decodeURIComponent(url.pathname.slice(restPrefix.length).replace(/^\/+|\/+$/g, ''));
      if (!table) throw errors.notImplemented('The OpenAPI description');
      const profile = req.headers[reads ? 'accept-profile' : 'content-profile'];
      if (profile !== undefined && profile !== 'public') throw errors.invalidSchema(profile);
      if (!schema.has(table)) throw errors.unknownTable(table);
      const query = parseQuery(url.searchParams);
      checkColumns(table, [...query.filters.map((f) => f.column), ...query.order.map((o) => o.column)]);
      const prefer = parsePrefer(req.headers.prefer);
      switch (req.method) {
        case 'POST':
          return await insert(req, res, table, query, role, prefer);
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
      if (!(caught instanceof RestError) && error.status >= 500) console.error('[rest] unexpected error', caught);
      const close = error.status === 413 ? { Connection: 'close' } : {};
      if (!res.headersSent) send(res, error.status, error.toJSON(), { ...error.headers, ...close });
    }
  };
}
