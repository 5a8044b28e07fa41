import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bootstrapSql } from './db/bootstrap.mjs';
import { applyMigrations } from './db/migrations.mjs';
import { defaultMigrationsDir } from './db/openDatabase.mjs';
import { openPostgres } from './db/postgresDatabase.mjs';

/** Debian's server binaries (package `postgresql`), newest version first; or whatever is on PATH. */
function serverBinaries() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((version) => path.join(root, version, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
  if (dir) return { initdb: path.join(dir, 'initdb'), pgCtl: path.join(dir, 'pg_ctl') };
  const onPath = spawnSync('sh', ['-c', 'command -v initdb && command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim().split('\n');
  if (onPath.length === 2 && onPath.every(Boolean)) return { initdb: onPath[0], pgCtl: onPath[1] };
  throw new Error('These tests need a PostgreSQL server: apt-get install -y postgresql (.ci/run does), or put initdb and pg_ctl on PATH.');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Postgres refuses to run as root; tests often are root, so the cluster runs as the `postgres` user then. */
function runAs(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' }) : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${(result.stderr || result.stdout || String(result.error)).slice(-2000)}`);
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on a free loopback port, with the
 * project's database prepared as Supabase's is (its roles and default privileges, then every
 * migration, recorded as the CLI records them; `migrate: false` leaves that to the caller).
 * `stop()` shuts it down and removes the folder.
 */
export async function startPostgres({ migrate = true } = {}) {
  const { initdb, pgCtl } = serverBinaries();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'postgres-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  runAs(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  runAs(pgCtl, ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stop = () => {
    try {
      runAs(pgCtl, ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const db = openPostgres(url);
    await db.exec(bootstrapSql);
    const applied = migrate ? await applyMigrations(db as never, defaultMigrationsDir) : [];
    return {
      url,
      port,
      db,
      applied,
      stop: async () => {
        await db.close();
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

function userIds(name: string) {
  const line = spawnSync('getent', ['passwd', name], { encoding: 'utf8' }).stdout.trim();
  const [, , uid, gid] = line.split(':');
  if (!uid) throw new Error(`There is no ${name} user: apt-get install -y postgresql makes it.`);
  return { uid: Number(uid), gid: Number(gid) };
}
