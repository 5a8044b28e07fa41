import { errors } from './errors.mjs';

/** Query parameters PostgREST reserves; every other parameter is a column filter. */
const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * What a request's query string asks for. `columns` are the insert's named columns (null: the
 * rows' own keys); `limit` and `offset` are null when not given.
 * @typedef {{
 *   select: string[],
 *   columns: string[] | null,
 *   order: { column: string, direction: string }[],
 *   limit: number | null,
 *   offset: number | null,
 *   filters: Filter[],
 * }} Query
 */
/** @typedef {{ column: string, value: string }} Filter */

/** Double-quotes a name for SQL; names reach SQL only after a schema-cache check. */
export const quote = (/** @type {string} */ name) => `"${name.replaceAll('"', '""')}"`;

/**
 * `select=*` or `select=id,name`: plain columns only (no embedding, casts or aliases).
 * @param {string | null} value
 */
export function parseSelect(value) {
  if (value === null || value.trim() === '*' || value.trim() === '') return ['*'];
  const names = value.split(',').map((name) => name.trim());
  for (const name of names) {
    if (!identifier.test(name)) throw errors.notImplemented(`select=${value}`);
  }
  return names;
}

/**
 * `?columns=name,email` or `?columns="name","email"` as supabase-js sends for bulk inserts.
 * @param {string | null} value
 */
export function parseColumns(value) {
  if (value === null) return null;
  return value.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
}

/**
 * `order=created_at.desc,id.asc`
 * @param {string | null} value
 */
export function parseOrder(value) {
  if (value === null) return [];
  return value.split(',').map((term) => {
    const [column, direction = 'asc', ...rest] = term.trim().split('.');
    if (!identifier.test(column) || !['asc', 'desc'].includes(direction) || rest.length > 0) {
      throw errors.notImplemented(`order=${value}`);
    }
    return { column, direction };
  });
}

/**
 * @param {string} name
 * @param {string | null} value
 */
function parseCount(name, value) {
  if (value === null) return null;
  if (!/^\d+$/.test(value)) throw errors.badQuery(`"failed to parse ${name} parameter (${value})"`);
  return Number(value);
}

/**
 * Filters: only `column=eq.value`; other operators answer "not implemented" rather than being ignored.
 * @param {URLSearchParams} params
 */
export function parseFilters(params) {
  /** @type {Filter[]} */
  const filters = [];
  for (const [column, expression] of params) {
    if (reserved.has(column)) continue;
    if (!expression.startsWith('eq.')) throw errors.notImplemented(`the filter ${column}=${expression}`);
    filters.push({ column, value: expression.slice(3) });
  }
  return filters;
}

/**
 * `Prefer: return=representation, count=exact` -> { return: 'representation', count: 'exact' }
 * @param {string | string[]} [header] repeated headers read as one list
 */
export function parsePrefer(header = '') {
  /** @type {Partial<Record<string, string>>} */
  const prefer = {};
  for (const part of String(header).split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key && value) prefer[key] = value;
  }
  return prefer;
}

/**
 * @param {URLSearchParams} searchParams
 * @returns {Query}
 */
export function parseQuery(searchParams) {
  if (searchParams.has('on_conflict')) throw errors.notImplemented('on_conflict (upsert)');
  return {
    select: parseSelect(searchParams.get('select')),
    columns: parseColumns(searchParams.get('columns')),
    order: parseOrder(searchParams.get('order')),
    limit: parseCount('limit', searchParams.get('limit')),
    offset: parseCount('offset', searchParams.get('offset')),
    filters: parseFilters(searchParams),
  };
}
