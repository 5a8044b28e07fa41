import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { acquireFolderLock, readFolderLock } from './folderLock.mjs';

/**
 * The embedded database's folder: the Postgres files, the secret (service role) key, and the
 * lock naming the process that has the database open. PGlite is one process only; a second
 * opener would corrupt it, so `npm run inquiries` asks the running server instead.
 * @param {string} dataDir
 */
export function dataPaths(dataDir) {
  return {
    database: path.join(dataDir, 'inquiries-db'),
    secretKey: path.join(dataDir, 'secret.key'),
    lock: path.join(dataDir, 'lock'),
  };
}

/**
 * The local secret key, made on first use; it reads every row, so it stays in the git-ignored data folder.
 * @param {string} dataDir
 * @returns {Promise<string>}
 */
export async function loadSecretKey(dataDir) {
  const file = dataPaths(dataDir).secretKey;
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = `sb_secret_local_${randomBytes(24).toString('hex')}`;
  try {
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

/** @type {Map<string, Awaited<ReturnType<typeof acquireFolderLock>>>} */
const locks = new Map();

/**
 * @param {string} dataDir
 * @returns {Promise<{ pid: number, url: string | null, role: string } | null>} the process holding
 *   the database, if one runs
 */
export async function readLock(dataDir) {
  const claim = await readFolderLock(dataPaths(dataDir).lock);
  return claim && { pid: claim.pid, url: claim.url, role: claim.role };
}

/**
 * The running server's address, waiting while it opens the database (a fresh folder takes up to
 * half a minute) or while another reader has it; null when nobody holds the folder.
 * @param {string} dataDir
 * @param {number} [timeoutMs]
 */
export async function waitForServer(dataDir, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const holder = await readLock(dataDir);
    if (!holder || holder.url || Date.now() > deadline) return holder;
    await sleep(100);
  }
}

/**
 * Claims the folder before the database opens; refuses (FolderLockedError) while another live
 * process holds it, this one included. A `reader` (`npm run inquiries`) holding it briefly is
 * waited for.
 * @param {string} dataDir
 * @param {{ role?: 'server' | 'reader' }} [options]
 */
export async function acquireLock(dataDir, { role = 'server' } = {}) {
  const lock = await acquireFolderLock(dataPaths(dataDir).lock, { role });
  locks.set(path.resolve(dataDir), lock);
  // The lock file of earlier versions, which could outlive its server; nothing reads it now.
  await rm(path.join(dataDir, 'server.json'), { force: true });
}

/**
 * Records where the holder answers, so `npm run inquiries` can ask it.
 * @param {string} dataDir
 * @param {string} url
 */
export async function publishLock(dataDir, url) {
  await locks.get(path.resolve(dataDir))?.publish(url);
}

/** @param {string} dataDir */
export async function releaseLock(dataDir) {
  const key = path.resolve(dataDir);
  const lock = locks.get(key);
  locks.delete(key);
  await lock?.release();
}
