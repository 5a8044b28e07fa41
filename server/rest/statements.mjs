import { quote } from './query.mjs';

/** JSON values as Postgres text parameters; Postgres casts them to the column type. */
const param = (value) => (value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value));

function where(filters, params) {
  if (filters.length === 0) return '';
  const terms = filters.map((filter) => {
    params.push(filter.value);
    return `${quote(filter.column)} = $${params.length}`;
  });
  return ` where ${terms.join(' and ')}`;
}

const returning = (select) => (select ? ` returning ${select.map((c) => (c === '*' ? c : quote(c))).join(', ')}` : '');

/**
 * One INSERT for all rows; a key missing from a row is NULL, as in PostgREST without
 * `Prefer: missing=default`. Rows without any column insert defaults only.
 */
export function insertStatement(table, columns, rows, select = null) {
  if (columns.length === 0) {
    return { sql: `insert into ${quote(table)} select from generate_series(1, $1)${returning(select)}`, params: [rows.length] };
  }
  const params = [];
  const tuples = rows.map((row) => {
    const slots = columns.map((column) => {
      params.push(param(row[column]));
      return `$${params.length}`;
    });
    return `(${slots.join(', ')})`;
  });
  return {
    sql: `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${tuples.join(', ')}${returning(select)}`,
    params,
  };
}

export function selectStatement(table, query) {
  const params = [];
  const columns = query.select.map((c) => (c === '*' ? c : quote(c))).join(', ');
  let sql = `select ${columns} from ${quote(table)}${where(query.filters, params)}`;
  if (query.order.length > 0) sql += ` order by ${query.order.map((o) => `${quote(o.column)} ${o.direction}`).join(', ')}`;
  if (query.limit !== null) sql += ` limit ${query.limit}`;
  if (query.offset !== null) sql += ` offset ${query.offset}`;
  return { sql, params };
}

export function updateStatement(table, values, query, select = null) {
  const params = [];
  const sets = Object.entries(values).map(([column, value]) => {
    params.push(param(value));
    return `${quote(column)} = $${params.length}`;
  });
  return { sql: `update ${quote(table)} set ${sets.join(', ')}${where(query.filters, params)}${returning(select)}`, params };
}

export function deleteStatement(table, query, select = null) {
  const params = [];
  return { sql: `delete from ${quote(table)}${where(query.filters, params)}${returning(select)}`, params };
}
