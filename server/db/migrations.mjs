import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Supabase CLI file names: `<version>_<name>.sql`, applied in version order. */
const fileName = /^(\d+)_(.+)\.sql$/;

/**
 * @param {string} dir
 * @returns {Promise<{ version: string, name: string, file: string }[]>}
 */
export async function listMigrations(dir) {
  const files = await readdir(dir);
  return files
    .flatMap((file) => {
      const match = fileName.exec(file);
      return match ? [{ version: match[1], name: match[2], file: path.join(dir, file) }] : [];
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies the migrations not yet recorded in supabase_migrations.schema_migrations, each in its
 * own transaction together with its record, so a failing file leaves neither half behind.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {string} dir
 * @returns {Promise<string[]>} the versions applied now
 */
export async function applyMigrations(db, dir) {
  /** @type {import('@electric-sql/pglite').Results<{ version: string }>} */
  const done = await db.query('select version from supabase_migrations.schema_migrations');
  const applied = new Set(done.rows.map((row) => row.version));
  /** @type {string[]} */
  const fresh = [];
  for (const migration of await listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [migration.version, [sql], migration.name]);
    });
    fresh.push(migration.version);
  }
  return fresh;
}
