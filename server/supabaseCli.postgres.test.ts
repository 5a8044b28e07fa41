// @vitest-environment node
// The Supabase CLI (the `supabase` devDependency) applies the project's migrations to a real
// PostgreSQL, as `supabase db push` does to a hosted project, and records them where the embedded
// database's runner looks: after the CLI, the runner has nothing left to apply.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './config.mjs';
import { listMigrations } from './db/migrations.mjs';
import { applyMigrations } from './db/migrations.mjs';
import { defaultMigrationsDir } from './db/openDatabase.mjs';
import { startPostgres } from './testPostgres';
import { goodInquiry, inquiriesTable } from './testSupport';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres({ migrate: false });
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
});

describe('supabase db push', () => {
  it('applies every migration to a database with Supabase roles, and the embedded runner agrees on what is applied', async () => {
    const cli = path.join(projectRoot, 'node_modules/.bin/supabase');
    const push = spawnSync(cli, ['db', 'push', '--db-url', postgres.url, '--yes'], { cwd: projectRoot, encoding: 'utf8', timeout: 120_000 });
    expect(push.status, push.stderr + push.stdout).toBe(0);
    const files = await listMigrations(defaultMigrationsDir);
    const recorded = await postgres.db.query('select version, name from supabase_migrations.schema_migrations order by version');
    expect(recorded.rows).toEqual(files.map(({ version, name }) => ({ version, name })));
    expect(await applyMigrations(postgres.db as never, defaultMigrationsDir)).toEqual([]);
    // The table is there with its grants: anon inserts, and may not read.
    await postgres.db.transaction(async (tx) => {
      await tx.query('set local role anon');
      await tx.query(`insert into ${inquiriesTable} (name, email, phone_no, comments, locale) values ($1, $2, $3, $4, 'fr')`, Object.values(goodInquiry));
    });
    const read = postgres.db.transaction(async (tx) => {
      await tx.query('set local role anon');
      return tx.query(`select * from ${inquiriesTable}`);
    });
    await expect(read).rejects.toMatchObject({ code: '42501' });
  }, 180_000);
});
