import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database's folder: the Postgres files, the secret (service role) key, and a
 * lock naming the server that has the database open. PGlite is one process only; a second
 * opener would corrupt it, so `npm run inquiries` asks the running server instead.
 */
export function dataPaths(dataDir) {
  return {
    database: path.join(dataDir, 'inquiries-db'),
    secretKey: path.join(dataDir, 'secret.key'),
    lock: path.join(dataDir, 'server.json'),
  };
}

/** The local secret key, made on first use; it reads every row, so it stays in the git-ignored data folder. */
export async function loadSecretKey(dataDir) {
  const file = dataPaths(dataDir).secretKey;
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const key = `sb_secret_local_${randomBytes(24).toString('hex')}`;
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** @returns {Promise<{ pid: number, url: string | null } | null>} the server holding the database, if one runs. */
export async function readLock(dataDir) {
  const file = dataPaths(dataDir).lock;
  if (!existsSync(file)) return null;
  try {
    const lock = JSON.parse(await readFile(file, 'utf8'));
    return isAlive(lock.pid) ? lock : null;
  } catch {
    return null;
  }
}

/** Claims the folder before the database opens; refuses while a live process (this one included) holds it. */
export async function acquireLock(dataDir) {
  const holder = await readLock(dataDir);
  if (holder) throw new Error(`The database in ${dataDir} is open in another process (pid ${holder.pid}, ${holder.url ?? 'starting'}).`);
  await mkdir(dataDir, { recursive: true });
  await writeFile(dataPaths(dataDir).lock, JSON.stringify({ pid: process.pid, url: null }));
}

/** Records where the holder answers, so `npm run inquiries` can ask it. */
export async function publishLock(dataDir, url) {
  await writeFile(dataPaths(dataDir).lock, JSON.stringify({ pid: process.pid, url }));
}

export async function releaseLock(dataDir) {
  await rm(dataPaths(dataDir).lock, { force: true });
}
