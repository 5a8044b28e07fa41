// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testSupport';
import { FolderLockedError, acquireFolderLock, processContext, readFolderLock, startTimeOf } from './folderLock.mjs';

const lockModule = fileURLToPath(new URL('./folderLock.mjs', import.meta.url));
const scratch = tempDir('folder-lock');
let folders = 0;
const freshDir = () => path.join(scratch.dir, `lock-${++folders}`);
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  scratch.remove();
});

/** How a claimant's claim went (its first message, 'ready', is only awaited). */
type ClaimantMessage = { ok?: boolean; token?: string; name?: string; message?: string };

/**
 * A process that loads the lock module, says `ready`, claims `dir` on `go` and reports, then
 * holds until `exit` (released by the exit hook) or dies on `crash` (SIGKILL, nothing released).
 */
function claimant(dir: string, options: Record<string, unknown> = {}) {
  const code = `
    import { acquireFolderLock } from ${JSON.stringify(lockModule)};
    process.on('message', async (message) => {
      if (message === 'go') {
        try {
          const lock = await acquireFolderLock(${JSON.stringify(dir)}, ${JSON.stringify(options)});
          process.send({ ok: true, token: lock.claim.token });
        } catch (error) {
          process.send({ ok: false, name: error.name, message: error.message });
        }
      }
      if (message === 'exit') process.exit(0);
      if (message === 'crash') process.kill(process.pid, 'SIGKILL');
    });
    process.send('ready');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => children.delete(child));
  const next = () =>
    new Promise<ClaimantMessage>((resolve, reject) => {
      child.once('message', resolve);
      exited.then(() => reject(new Error('the claimant exited')));
    });
  return { child, next, exited };
}

/** Starts `count` claimants, lets them all load, then tells them to claim at once. */
async function race(dir: string, count: number) {
  const racers = Array.from({ length: count }, () => claimant(dir));
  await Promise.all(racers.map((racer) => racer.next()));
  const results = racers.map((racer) => racer.next());
  for (const racer of racers) racer.child.send('go');
  return { racers, results: await Promise.all(results) };
}

async function stopAll(racers: ReturnType<typeof claimant>[]) {
  for (const racer of racers) if (racer.child.exitCode === null) racer.child.send('exit');
  await Promise.all(racers.map((racer) => racer.exited));
}

const claims = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /^\d{12}\.json$/.test(name))
    .sort();
const newestClaim = (dir: string) => JSON.parse(readFileSync(path.join(dir, claims(dir).at(-1)!), 'utf8'));

/** A claim as another process would have written it. */
function writeClaim(dir: string, generation: number, claim: Record<string, unknown>, ageMs = 0) {
  const file = path.join(dir, `${String(generation).padStart(12, '0')}.json`);
  writeFileSync(file, JSON.stringify({ startTime: null, ...processContext, token: 'f'.repeat(32), role: 'server', url: null, ...claim }));
  const time = new Date(Date.now() - ageMs);
  utimesSync(file, time, time);
}

async function deadPid() {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('claiming a data folder', { timeout: 60_000 }, () => {
  it('of processes claiming a free folder at the same instant, exactly one holds it', async () => {
    const dir = freshDir();
    for (let round = 0; round < 4; round++) {
      const { racers, results } = await race(dir, 5);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      for (const refused of results.filter((result) => !result.ok)) {
        expect(refused).toMatchObject({ name: 'FolderLockedError', message: expect.stringMatching(/is open in another process \(pid \d+, starting\)/) });
      }
      expect(newestClaim(dir).token).toBe(results.find((result) => result.ok)?.token);
      await stopAll(racers);
      expect(await readFolderLock(dir)).toBeNull();
    }
    // Each round claimed the next generation and collected the ones before.
    expect(claims(dir)).toEqual(['000000000004.json']);
  });

  it('of processes taking over a dead holder at the same instant, exactly one holds it', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = freshDir();
      await mkdir(dir, { recursive: true });
      writeClaim(dir, 7, { pid: await deadPid(), startTime: '1' });
      const { racers, results } = await race(dir, 5);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(newestClaim(dir).token).toBe(results.find((result) => result.ok)?.token);
      await stopAll(racers);
    }
  });

  it('takes over, with no hand to help, from a holder that is gone', async () => {
    const parent = process.ppid;
    const gone: [string, Record<string, unknown>, number?][] = [
      ['a dead pid', { pid: await deadPid() }],
      ['a live pid that started at another time (reused)', { pid: parent, startTime: String(Number(startTimeOf(parent)) + 1) }],
      ['our own pid under a token we never held (pid 1 after a kill -9)', { pid: process.pid, startTime: startTimeOf(process.pid) }],
      ['a claim written before this machine booted', { pid: parent, startTime: startTimeOf(parent), bootId: 'another-boot' }],
      ['another pid namespace, not refreshed for longer than allowed', { pid: 1, pidNs: 'pid:[1]' }, 120_000],
      ['a released claim', { pid: parent, startTime: startTimeOf(parent), released: true }],
    ];
    for (const [why, claim, ageMs] of gone) {
      const dir = freshDir();
      await mkdir(dir, { recursive: true });
      writeClaim(dir, 3, claim, ageMs);
      expect(await readFolderLock(dir), why).toBeNull();
      const lock = await acquireFolderLock(dir);
      expect(newestClaim(dir), why).toMatchObject({ pid: process.pid, token: lock.claim.token });
      expect(claims(dir), why).toEqual(['000000000004.json']);
      await lock.release();
    }
    const dir = freshDir();
    await mkdir(dir, { recursive: true });
    writeFileSync(path.join(dir, '000000000002.json'), '{"pid":');
    await (await acquireFolderLock(dir)).release();
  });

  it('refuses while the holder runs, in another process or this one, and names it', async () => {
    const dir = freshDir();
    const holder = claimant(dir);
    await holder.next();
    holder.child.send('go');
    expect(await holder.next()).toMatchObject({ ok: true });
    const refusal = acquireFolderLock(dir);
    await expect(refusal).rejects.toBeInstanceOf(FolderLockedError);
    await expect(refusal).rejects.toThrow(`is open in another process (pid ${holder.child.pid}, starting)`);
    holder.child.send('exit');
    await holder.exited;

    const mine = await acquireFolderLock(dir);
    await mine.publish('http://localhost:1234');
    await expect(acquireFolderLock(dir)).rejects.toThrow(`(pid ${process.pid}, serving at http://localhost:1234)`);
    expect(await readFolderLock(dir)).toMatchObject({ pid: process.pid, url: 'http://localhost:1234', role: 'server' });
    await mine.release();
    expect(await readFolderLock(dir)).toBeNull();
  });

  it('judges a claim from another pid namespace by whether its holder still refreshes it', async () => {
    const dir = freshDir();
    await mkdir(dir, { recursive: true });
    writeClaim(dir, 1, { pid: 1, pidNs: 'pid:[1]' });
    const refresh = setInterval(() => utimesSync(path.join(dir, '000000000001.json'), new Date(), new Date()), 100);
    try {
      await expect(acquireFolderLock(dir, { staleAfterMs: 2_000 })).rejects.toThrow('is open in another process (pid 1, starting)');
    } finally {
      clearInterval(refresh);
    }
    // Left alone, the same claim is given up once it is overdue.
    const lock = await acquireFolderLock(dir, { staleAfterMs: 500 });
    expect(newestClaim(dir).token).toBe(lock.claim.token);
    await lock.release();
  });

  it('waits for a reader instead of refusing', async () => {
    const dir = freshDir();
    const reader = claimant(dir, { role: 'reader' });
    await reader.next();
    reader.child.send('go');
    expect(await reader.next()).toMatchObject({ ok: true });
    setTimeout(() => reader.child.send('exit'), 300);
    const lock = await acquireFolderLock(dir);
    expect(newestClaim(dir)).toMatchObject({ pid: process.pid, role: 'server' });
    await lock.release();
  });

  it('is given back when the holder exits without releasing, and free after a kill -9', async () => {
    const dir = freshDir();
    const exits = claimant(dir);
    await exits.next();
    exits.child.send('go');
    await exits.next();
    exits.child.send('exit');
    await exits.exited;
    expect(newestClaim(dir)).toMatchObject({ pid: exits.child.pid, released: true });

    const killed = claimant(dir);
    await killed.next();
    killed.child.send('go');
    await killed.next();
    killed.child.send('crash');
    await killed.exited;
    expect(newestClaim(dir)).toMatchObject({ pid: killed.child.pid });
    expect(newestClaim(dir).released).toBeUndefined();
    expect(await readFolderLock(dir)).toBeNull();
    await (await acquireFolderLock(dir)).release();
    expect(existsSync(dir)).toBe(true);
  });
});
