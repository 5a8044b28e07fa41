import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { bootstrapSql } from './bootstrap.mjs';
import { applyMigrations } from './migrations.mjs';

export const defaultMigrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/migrations');

/**
 * The embedded Postgres: opened on `dataDir` (in memory when omitted), bootstrapped like a
 * Supabase database and migrated with the project's own migration files.
 * @param {{ dataDir?: string, migrationsDir?: string }} [options]
 */
export async function openDatabase({ dataDir, migrationsDir = defaultMigrationsDir } = {}) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  try {
    await db.exec(bootstrapSql);
    return { db, applied: await applyMigrations(db, migrationsDir) };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
