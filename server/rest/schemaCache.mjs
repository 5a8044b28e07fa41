/**
 * PostgREST's schema cache, reduced to what this endpoint needs: the tables and views of
 * `public` and their columns. Privileges play no part here (they are checked when the query
 * runs), so an existing table anon may not read is a 401, not a 404, as on Supabase.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @returns {Promise<Map<string, Set<string>>>}
 */
export async function loadSchemaCache(db) {
  /** @type {import('@electric-sql/pglite').Results<{ table_name: string, column_name: string }>} */
  const result = await db.query(`
    select c.relname as table_name, a.attname as column_name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
    order by c.relname, a.attnum`);
  /** @type {Map<string, Set<string>>} */
  const tables = new Map();
  for (const { table_name: table, column_name: column } of result.rows) {
    const columns = tables.get(table) ?? new Set();
    columns.add(column);
    tables.set(table, columns);
  }
  return tables;
}
