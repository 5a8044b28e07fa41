import { quote } from './query.mjs';

/** @typedef {import('./query.mjs').Query} Query */
/** @typedef {import('./body.mjs').Row} Row */
/** @typedef {{ sql: string, params: unknown[] }} Statement SQL and the values of its `$n` parameters */

/** JSON values as Postgres text parameters; Postgres casts them to the column type. */
const param = (/** @type {unknown} */ value) => (value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * @param {import('./query.mjs').Filter[]} filters
 * @param {unknown[]} params gets the filters' values
 */
function where(filters, params) {
  if (filters.length === 0) return '';
  const terms = filters.map((filter) => {
    params.push(filter.value);
    return `${quote(filter.column)} = $${params.length}`;
  });
  return ` where ${terms.join(' and ')}`;
}

const returning = (/** @type {string[] | null} */ select) => (select ? ` returning ${select.map((c) => (c === '*' ? c : quote(c))).join(', ')}` : '');

/**
 * One INSERT for all rows, as PostgREST builds it: the rows go as a single JSON parameter that
 * json_populate_recordset turns into the table's row type, so a batch of any size binds one
 * parameter (Postgres allows 65,535) and each value is cast to its column's type. A key missing
 * from a row is NULL, as in PostgREST without `Prefer: missing=default`. Rows without any
 * column insert defaults only.
 * @param {string} table
 * @param {string[]} columns
 * @param {Row[]} rows
 * @param {string[] | null} [select] the columns to return; null: none
 * @returns {Statement}
 */
export function insertStatement(table, columns, rows, select = null) {
  if (columns.length === 0) {
    return { sql: `insert into ${quote(table)} select from generate_series(1, $1)${returning(select)}`, params: [rows.length] };
  }
  const names = columns.map(quote).join(', ');
  return {
    sql: `insert into ${quote(table)} (${names}) select ${names} from json_populate_recordset(null::${quote(table)}, $1::text::json)${returning(select)}`,
    params: [JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null]))))],
  };
}

/**
 * @param {string} table
 * @param {Query} query
 * @returns {Statement}
 */
export function selectStatement(table, query) {
  /** @type {unknown[]} */
  const params = [];
  const columns = query.select.map((c) => (c === '*' ? c : quote(c))).join(', ');
  let sql = `select ${columns} from ${quote(table)}${where(query.filters, params)}`;
  if (query.order.length > 0) sql += ` order by ${query.order.map((o) => `${quote(o.column)} ${o.direction}`).join(', ')}`;
  if (query.limit !== null) sql += ` limit ${query.limit}`;
  if (query.offset !== null) sql += ` offset ${query.offset}`;
  return { sql, params };
}

/**
 * @param {string} table
 * @param {Row} values
 * @param {Query} query
 * @param {string[] | null} [select]
 * @returns {Statement}
 */
export function updateStatement(table, values, query, select = null) {
  /** @type {unknown[]} */
  const params = [];
  const sets = Object.entries(values).map(([column, value]) => {
    params.push(param(value));
    return `${quote(column)} = $${params.length}`;
  });
  return { sql: `update ${quote(table)} set ${sets.join(', ')}${where(query.filters, params)}${returning(select)}`, params };
}

/**
 * @param {string} table
 * @param {Query} query
 * @param {string[] | null} [select]
 * @returns {Statement}
 */
export function deleteStatement(table, query, select = null) {
  /** @type {unknown[]} */
  const params = [];
  return { sql: `delete from ${quote(table)}${where(query.filters, params)}${returning(select)}`, params };
}
