/**
 * The stored inquiries in the two forms they leave the embedded database in: CSV for a
 * spreadsheet (`npm run inquiries -- --csv`) and SQL that a hosted Supabase project (or any
 * PostgreSQL with the project's migrations) loads as it is (`npm run inquiries -- --sql`).
 */

/** The columns, in the table's order. */
export const exportColumns = ['id', 'created_at', 'name', 'email', 'phone_no', 'comments', 'locale'];

/** @param {unknown} value */
const text = (value) => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value));

/**
 * RFC 4180: every field quoted, quotes doubled, CR LF between records. A field a spreadsheet would
 * run as a formula (it starts with =, +, -, an at sign, a tab or a carriage return: OWASP's "CSV injection")
 * is written with a leading apostrophe, so a visitor's text is shown, never evaluated; a phone
 * number's leading + is kept behind it.
 * @param {Record<string, unknown>[]} rows
 */
export function inquiriesCsv(rows) {
  const field = (/** @type {unknown} */ value) => {
    const cell = text(value);
    const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
    return `"${safe.replaceAll('"', '""')}"`;
  };
  return [exportColumns, ...rows.map((row) => exportColumns.map((column) => row[column]))].map((record) => record.map(field).join(',')).join('\r\n') + '\r\n';
}

/** @param {unknown} value */
const literal = (value) => (value === null || value === undefined ? 'null' : `'${text(value).replaceAll("'", "''")}'`);

/**
 * One transaction that adds the rows to the table, keeping their ids and times (so a second load
 * adds nothing: `on conflict do nothing`), then moves the id sequence past them so the site's next
 * inquiry gets a fresh id. Literals are standard SQL strings, which carry any text the table holds.
 * @param {Record<string, unknown>[]} rows
 * @param {string} table e.g. starbridge_inquiries
 */
export function inquiriesSql(rows, table) {
  const name = `public."${table.replaceAll('"', '""')}"`;
  const lines = [
    `-- ${rows.length} inquiries from the embedded database, for a database with the migrations of supabase/migrations/.`,
    `-- Load with: psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f <this file> (or paste it into the SQL editor).`,
    'begin;',
    ...rows.map(
      (row) => `insert into ${name} (${exportColumns.join(', ')}) overriding system value values (${exportColumns.map((column) => literal(row[column])).join(', ')}) on conflict (id) do nothing;`,
    ),
    `select setval(pg_get_serial_sequence('${name.replaceAll("'", "''")}', 'id'), coalesce((select max(id) from ${name}), 0) + 1, false);`,
    'commit;',
  ];
  return `${lines.join('\n')}\n`;
}
