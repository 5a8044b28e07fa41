/**
 * A real PostgreSQL (a hosted Supabase project's, or a local cluster) behind the few calls the
 * embedded database's code makes of PGlite: `query`, `exec`, `transaction`, `close`. So the same
 * migration runner (server/db/migrations.mjs), schema cache and REST insert path work on both, and
 * what the tests prove on one holds on the other. postgres.js is the driver: small, no
 * dependencies, and it runs on Node, Deno and the hosts' functions alike.
 */
import postgres from 'postgres';

/**
 * @typedef {{ query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }>, exec: (text: string) => Promise<unknown> }} Queries
 * @typedef {Queries & { transaction: <T>(run: (tx: Queries) => Promise<T>) => Promise<T>, close: () => Promise<void>, sql: import('postgres').Sql }} PostgresDatabase
 */

/**
 * @param {import('postgres').Sql | import('postgres').TransactionSql} sql
 * @returns {Queries}
 */
function queries(sql) {
  return {
    // Values go as parameters, never into the text; rows come back as PGlite returns them.
    query: async (text, params = []) => ({ rows: [...(await sql.unsafe(text, /** @type {any[]} */ (params)))] }),
    // A file of statements (a migration) goes whole, by the simple query protocol.
    exec: (text) => sql.unsafe(text).simple(),
  };
}

/**
 * @param {string | import('postgres').Options<{}>} connection a postgres:// URL or postgres.js options
 * @param {import('postgres').Options<{}>} [options]
 * @returns {PostgresDatabase}
 */
export function openPostgres(connection, options = {}) {
  // A transaction pooler (Supabase's port 6543) cannot keep prepared statements between transactions.
  const sql = typeof connection === 'string' ? postgres(connection, { prepare: false, onnotice: () => {}, ...options }) : postgres({ prepare: false, onnotice: () => {}, ...connection, ...options });
  return {
    sql,
    ...queries(sql),
    transaction: (run) => /** @type {Promise<any>} */ (sql.begin((tx) => run(queries(tx)))),
    close: () => sql.end({ timeout: 5 }),
  };
}
