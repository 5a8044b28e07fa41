import { randomBytes } from 'node:crypto';
import { readFileSync, readlinkSync, renameSync, writeFileSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One process at a time in a folder, without an OS lock (Node has no flock) and without a lock
 * that ever needs a hand to clear.
 *
 * Every claim is a new file `<generation>.json`, one higher than the newest, made with link(2)
 * from a fully written temporary file: link fails when the name exists, so of two processes
 * claiming the same generation exactly one succeeds, and nobody ever reads a half-written lock.
 * The newest generation is the holder. Nobody deletes or overwrites another process's claim to
 * take over: a newer generation supersedes it, so two processes that both find the holder gone
 * race only for the next name, which link settles. A release rewrites the claim as released
 * rather than deleting it, so generations only grow and a late claimant can never reuse a name
 * below the holder's without seeing the holder above it.
 *
 * Whether the newest claim's process still runs is read from the claim: pid, the pid's start
 * time (/proc/<pid>/stat field 22), the boot and pid namespace it was written in, and a random
 * token. A pid that is gone, or alive with another start time, or our own pid under a token we
 * never held (a container's pid 1 after a kill -9), is a dead holder. A claim written in another
 * pid namespace or on another host cannot be checked by pid; its holder refreshes the file's
 * modification time, and it counts as gone once that stops for `staleAfterMs`.
 */

const claimName = /^(\d{12})\.json$/;
const fileOf = (/** @type {string} */ dir, /** @type {number} */ generation) => path.join(dir, `${String(generation).padStart(12, '0')}.json`);

/**
 * @param {string} file
 * @returns {string | null}
 */
function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * A process's start time in clock ticks since boot; null off Linux or once the pid is gone.
 * @param {number} pid
 * @returns {string | null}
 */
export function startTimeOf(pid) {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count from its closing one.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

/** Where a pid means something: this host, this boot, this pid namespace (null where unknown). */
export const processContext = {
  host: os.hostname(),
  bootId: readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null,
  pidNs: (() => {
    try {
      return readlinkSync('/proc/self/ns/pid');
    } catch {
      return null;
    }
  })(),
};

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * The tokens of the claims this process holds, released on any exit that runs JavaScript.
 * @type {Map<string, { file: string, record: Claim }>}
 */
const held = new Map();
let exitHookInstalled = false;

/**
 * @param {string} file
 * @param {Claim} record
 */
function writeReleasedSync(file, record) {
  const temporary = `${file}.${record.token}.released`;
  try {
    writeFileSync(temporary, JSON.stringify({ ...record, released: true, url: null }));
    renameSync(temporary, file);
  } catch {
    // Exiting anyway: a claim left behind names a dead pid, which the next claimant sees.
  }
}

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const { file, record } of held.values()) writeReleasedSync(file, record);
  });
}

/**
 * @typedef {{ pid: number, startTime: string | null, host: string, bootId: string | null, pidNs: string | null,
 *   token: string, role: string, url: string | null, since: string, released?: boolean }} Claim
 */

/**
 * A claim this process holds, with the ways to say where it answers and to give it back.
 * @typedef {{ claim: Claim, publish: (url: string) => Promise<void>, release: () => Promise<void> }} FolderLock
 */

/**
 * @param {string} dir
 * @returns {Promise<{ generation: number, file: string, claim: Claim | null, mtimeMs: number } | null>}
 */
async function newest(dir) {
  for (;;) {
    let names;
    try {
      names = await readdir(dir);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
      throw error;
    }
    const generations = names
      .map((name) => claimName.exec(name)?.[1])
      .filter(Boolean)
      .map(Number);
    if (generations.length === 0) return null;
    const generation = Math.max(...generations);
    const file = fileOf(dir, generation);
    try {
      const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      let claim = null;
      try {
        claim = JSON.parse(text);
      } catch {
        // Unreadable (a disk that lost the write): nothing can hold it.
      }
      return { generation, file, claim, mtimeMs: info.mtimeMs };
    } catch (error) {
      // Collected between readdir and read: a newer one exists, look again.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * @param {Claim | null} claim
 * @param {number} mtimeMs the claim file's modification time
 * @param {{ staleAfterMs: number, now?: number }} options
 * @returns {'live' | 'dead' | 'unknown'} unknown: only the refresh of the file can tell
 */
export function judge(claim, mtimeMs, { staleAfterMs, now = Date.now() }) {
  if (!claim || claim.released || typeof claim.pid !== 'number') return 'dead';
  if (held.has(claim.token)) return 'live';
  const here = processContext;
  const sameProcessSpace = claim.host === here.host && claim.bootId === here.bootId && claim.pidNs === here.pidNs;
  if (sameProcessSpace) {
    // Our pid under a token we never held: a previous holder whose pid we have been given.
    if (claim.pid === process.pid) return 'dead';
    if (!isAlive(claim.pid)) return 'dead';
    if (claim.startTime !== null && here.bootId !== null) return startTimeOf(claim.pid) === claim.startTime ? 'live' : 'dead';
  } else if (claim.host === here.host && claim.bootId && here.bootId && claim.bootId !== here.bootId) {
    return 'dead'; // written before this machine last booted
  }
  return now - mtimeMs > staleAfterMs ? 'dead' : 'unknown';
}

export class FolderLockedError extends Error {
  /**
   * @param {string} dir
   * @param {Claim} claim
   */
  constructor(dir, claim) {
    const what = claim.url ? `serving at ${claim.url}` : claim.role === 'reader' ? 'reading it' : 'starting';
    const where = claim.host === processContext.host ? '' : ` on ${claim.host}`;
    super(`The database in ${path.dirname(dir)} is open in another process (pid ${claim.pid}${where}, ${what}).`);
    this.name = 'FolderLockedError';
    this.holder = claim;
  }
}

/**
 * @param {string} dir
 * @param {number} generation
 * @param {Claim} record
 */
async function claimGeneration(dir, generation, record) {
  const temporary = path.join(dir, `.claim-${record.token}`);
  await writeFile(temporary, JSON.stringify(record));
  try {
    await link(temporary, fileOf(dir, generation));
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Older generations and temporary files left by processes that died mid-claim.
 * @param {string} dir
 * @param {number} generation the one now held
 */
async function collect(dir, generation) {
  const names = await readdir(dir).catch(() => []);
  const hourAgo = Date.now() - 3_600_000;
  await Promise.all(
    names.map(async (name) => {
      const number = claimName.exec(name)?.[1];
      const file = path.join(dir, name);
      // A file already gone has no age: nothing to remove.
      if (number !== undefined ? Number(number) < generation : ((await stat(file).catch(() => null))?.mtimeMs ?? Infinity) < hourAgo) {
        await rm(file, { force: true });
      }
    }),
  );
}

/**
 * Claims `dir` for this process.
 * @param {string} dir the lock folder (created when missing)
 * @param {{ role?: string, staleAfterMs?: number, waitForReaderMs?: number }} [options]
 *   role: what the holder does, shown to whoever finds it held; a `reader` holds the folder for a
 *   moment, so other claimants wait up to `waitForReaderMs` for it instead of giving up
 * @returns {Promise<FolderLock>}
 */
export async function acquireFolderLock(dir, { role = 'server', staleAfterMs = 60_000, waitForReaderMs = 60_000 } = {}) {
  await mkdir(dir, { recursive: true });
  const token = randomBytes(16).toString('hex');
  /** @type {Claim} */
  const record = { pid: process.pid, startTime: startTimeOf(process.pid), ...processContext, token, role, url: null, since: new Date().toISOString() };
  const readerDeadline = Date.now() + waitForReaderMs;
  // Cast rather than annotated: the checker would keep an annotated `let` narrowed to null through the loop.
  let watched = /** @type {{ generation: number, mtimeMs: number } | null} */ (null);

  for (;;) {
    const top = await newest(dir);
    // An unreadable claim holds nothing (judge: dead), so the next generation is taken below.
    if (top?.claim) {
      const verdict = judge(top.claim, top.mtimeMs, { staleAfterMs });
      if (verdict === 'live') {
        if (top.claim.role === 'reader' && Date.now() < readerDeadline) {
          await sleep(100);
          continue;
        }
        throw new FolderLockedError(dir, top.claim);
      }
      if (verdict === 'unknown') {
        // Refreshed since we first looked: its holder runs. Otherwise wait until it is overdue.
        if (watched?.generation === top.generation && watched.mtimeMs !== top.mtimeMs) throw new FolderLockedError(dir, top.claim);
        watched = { generation: top.generation, mtimeMs: top.mtimeMs };
        await sleep(Math.min(1000, staleAfterMs / 4));
        continue;
      }
    }
    const generation = (top?.generation ?? 0) + 1;
    if (!(await claimGeneration(dir, generation, record))) continue;
    const above = await newest(dir);
    if (above && above.generation > generation) {
      // We took a name a newer holder had already collected: that holder wins.
      await rm(fileOf(dir, generation), { force: true });
      continue;
    }
    return holdClaim(dir, generation, record, staleAfterMs);
  }
}

/**
 * @param {string} dir
 * @param {number} generation
 * @param {Claim} record
 * @param {number} staleAfterMs
 * @returns {Promise<FolderLock>}
 */
async function holdClaim(dir, generation, record, staleAfterMs) {
  const file = fileOf(dir, generation);
  held.set(record.token, { file, record });
  installExitHook();
  const heartbeat = setInterval(
    () => {
      const now = new Date();
      utimes(file, now, now).catch(() => {});
    },
    Math.max(250, staleAfterMs / 6),
  );
  heartbeat.unref();
  await collect(dir, generation).catch(() => {});

  const rewrite = async (/** @type {Claim} */ claim) => {
    const temporary = `${file}.${record.token}`;
    await writeFile(temporary, JSON.stringify(claim));
    await rename(temporary, file);
  };
  /** @type {Promise<void> | null} */
  let released = null;
  return {
    claim: record,
    /** Records where the holder answers, for whoever finds the folder held. */
    publish: async (url) => {
      record.url = url;
      await rewrite(record);
    },
    release: () => {
      released ??= (async () => {
        clearInterval(heartbeat);
        held.delete(record.token);
        await rewrite({ ...record, released: true, url: null }).catch((error) => {
          // A folder removed under us holds nothing any more.
          if (error.code !== 'ENOENT') throw error;
        });
      })();
      return released;
    },
  };
}

/**
 * The claim of the process holding `dir`, if one runs.
 * @param {string} dir
 * @param {{ staleAfterMs?: number }} [options]
 * @returns {Promise<Claim | null>}
 */
export async function readFolderLock(dir, { staleAfterMs = 60_000 } = {}) {
  const top = await newest(dir);
  if (!top) return null;
  return judge(top.claim, top.mtimeMs, { staleAfterMs }) === 'dead' ? null : top.claim;
}
