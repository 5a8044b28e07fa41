// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { dataPaths } from './db/dataDir.mjs';
import { defaultMigrationsDir, openDatabase } from './db/openDatabase.mjs';
import { localPublishableKey } from './localSettings.mjs';
import { fakeSite, goodInquiry, inquiriesTable, tempDir } from './testSupport';

/**
 * The data folder under the faults that lost rows: servers started at the same instant, a
 * kill -9 (also when the pid in the lock comes back as the new server's own), a port in use,
 * `npm run inquiries` racing a start, and visitor text made to attack the terminal. Every
 * process here is the real entry point (`npm run serve`, `npm run inquiries`) on loopback.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = tempDir('data-faults');
const running = new Set<ChildProcess>();
// The folder faults need a site to serve, not the user's build (which a fresh clone has not made).
const site = fakeSite(path.join(scratch.dir, 'site'));

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  scratch.remove();
});

const environment = (dataDir: string, extra: Record<string, string> = {}) => {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, SITE_DIR: site, HOST: '127.0.0.1', PORT: '0', INQUIRY_RATE_LIMIT: '1000', ...extra };
  delete env.VITE_SUPABASE_URL;
  return env;
};

type Outcome = { ready: true; url: string } | { ready: false; code: number | null; stderr: string };

/**
 * Loads the server's modules, then holds the process until START_AT: servers given the same
 * instant reach the data folder within a millisecond or so of each other, as two `npm start`s
 * launched together on a fast machine do.
 */
function startingGate() {
  const gate = path.join(scratch.dir, 'starting-gate.mjs');
  writeFileSync(
    gate,
    `await import(${JSON.stringify(path.join(root, 'server/startSite.mjs'))});
     await import(${JSON.stringify(path.join(root, 'server/config.mjs'))});
     const wait = Number(process.env.START_AT) - Date.now();
     if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));`,
  );
  return gate;
}

/** `npm run serve` on `dataDir`; `outcome` settles when it serves or exits. */
function serve(dataDir: string, { port = '0', nodeArgs = [] as string[], startAt = 0 } = {}) {
  const args = [...(startAt ? ['--import', startingGate()] : []), ...nodeArgs, path.join(root, 'server/index.mjs')];
  const child = spawn(process.execPath, args, { cwd: root, env: environment(dataDir, { PORT: port, START_AT: String(startAt) }) });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => (running.delete(child), resolve(code))));
  const outcome = new Promise<Outcome>((resolve) => {
    child.stdout.on('data', () => {
      const url = /Site ready at (\S+)\//.exec(stdout)?.[1];
      if (url) resolve({ ready: true, url });
    });
    exited.then((code) => resolve({ ready: false, code, stderr }));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    return exited;
  };
  const crash = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return { child, outcome, exited, stop, crash, output: () => ({ stdout, stderr }) };
}

/** `npm run inquiries [-- --json]` on `dataDir`. */
function inquiries(dataDir: string, args: string[] = []) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/inquiries.mjs'), ...args], { cwd: root, env: environment(dataDir) });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.once('exit', (code) => (running.delete(child), resolve({ code, stdout, stderr }))));
}

const send = (url: string, row: Record<string, unknown>) =>
  fetch(`${url}/rest/v1/${inquiriesTable}`, {
    method: 'POST',
    headers: { apikey: localPublishableKey, Authorization: `Bearer ${localPublishableKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(row),
  });

async function storedRows(dataDir: string) {
  const result = await inquiries(dataDir, ['--json']);
  expect(result, result.stderr).toMatchObject({ code: 0 });
  return JSON.parse(result.stdout) as (typeof goodInquiry & { id: number })[];
}

const newestClaim = (dataDir: string) => {
  const dir = dataPaths(dataDir).lock;
  const newest = readdirSync(dir)
    .filter((name) => /^\d{12}\.json$/.test(name))
    .sort()
    .at(-1)!;
  return JSON.parse(readFileSync(path.join(dir, newest), 'utf8'));
};

describe('one data folder, one process', { timeout: 240_000 }, () => {
  it('of two servers started at the same instant, exactly one serves and the other says why it exits; every 201 is stored', async () => {
    const dataDir = path.join(scratch.dir, 'twins');
    let acknowledged = 0;
    for (let round = 0; round < 5; round++) {
      // Long enough for both to load their modules first, even on a busy machine.
      const startAt = Date.now() + 3_000;
      const pair = [serve(dataDir, { startAt }), serve(dataDir, { startAt })];
      const outcomes = await Promise.all(pair.map((server) => server.outcome));
      const served = outcomes.flatMap((outcome, index) => (outcome.ready ? [{ url: outcome.url, server: pair[index] }] : []));
      expect(served, JSON.stringify(outcomes)).toHaveLength(1);
      const refused = outcomes.find((outcome) => !outcome.ready) as Extract<Outcome, { ready: false }>;
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Could not start the server: The database in .+ is open in another process \(pid \d+, (starting|serving at http:\/\/localhost:\d+)\)\.\n$/);
      for (let n = 0; n < 3; n++) {
        const response = await send(served[0].url, { ...goodInquiry, comments: `Round ${round}, inquiry ${n}` });
        expect(response.status).toBe(201);
        acknowledged++;
      }
      expect(await served[0].server.stop()).toBe(0);
    }
    expect(await storedRows(dataDir)).toHaveLength(acknowledged);
  });

  it("starts again after a kill -9, also when the lock left behind names the new server's own pid", async () => {
    const dataDir = path.join(scratch.dir, 'killed');
    const first = serve(dataDir);
    const started = await first.outcome;
    if (!started.ready) throw new Error(started.stderr);
    expect((await send(started.url, goodInquiry)).status).toBe(201);
    await first.crash();
    expect(newestClaim(dataDir)).toMatchObject({ pid: first.child.pid });
    expect(newestClaim(dataDir).released).toBeUndefined();

    const second = serve(dataDir);
    const restarted = await second.outcome;
    if (!restarted.ready) throw new Error(restarted.stderr);
    expect((await send(restarted.url, goodInquiry)).status).toBe(201);
    await second.crash();

    // A container's server is pid 1 every time: the lock of the killed one names the new one.
    const preload = path.join(scratch.dir, 'own-pid.mjs');
    writeFileSync(
      preload,
      `import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
       const dir = ${JSON.stringify(dataPaths(dataDir).lock)};
       const file = dir + '/' + readdirSync(dir).filter((name) => name.endsWith('.json')).sort().at(-1);
       writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), pid: process.pid }));`,
    );
    const third = serve(dataDir, { nodeArgs: ['--import', preload] });
    const reborn = await third.outcome;
    if (!reborn.ready) throw new Error(reborn.stderr);
    expect(newestClaim(dataDir)).toMatchObject({ pid: third.child.pid, url: reborn.url });
    expect(await storedRows(dataDir)).toHaveLength(2);
    expect(await third.stop()).toBe(0);
    expect(newestClaim(dataDir)).toMatchObject({ pid: third.child.pid, released: true });
  });

  it('gives the folder back and closes the database when the port is taken', async () => {
    const dataDir = path.join(scratch.dir, 'port-taken');
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const blocked = serve(dataDir, { port: String(port) });
      const outcome = await blocked.outcome;
      expect(outcome).toMatchObject({ ready: false, code: 1 });
      const { stderr } = outcome as Extract<Outcome, { ready: false }>;
      expect(stderr).toBe(`Could not start the server: listen EADDRINUSE: address already in use 127.0.0.1:${port}\n`);
      expect(newestClaim(dataDir)).toMatchObject({ pid: blocked.child.pid, released: true });
    } finally {
      taken.close();
    }
    const next = serve(dataDir);
    const started = await next.outcome;
    if (!started.ready) throw new Error(started.stderr);
    expect(await next.stop()).toBe(0);
  });

  it('lets npm run inquiries and a starting server share the folder in turn', async () => {
    const dataDir = path.join(scratch.dir, 'reader');
    const seed = serve(dataDir);
    const seeded = await seed.outcome;
    if (!seeded.ready) throw new Error(seeded.stderr);
    expect((await send(seeded.url, goodInquiry)).status).toBe(201);
    await seed.stop();
    for (let round = 0; round < 3; round++) {
      const server = serve(dataDir);
      const [read, started] = await Promise.all([inquiries(dataDir, ['--json']), server.outcome]);
      expect(started.ready, JSON.stringify(started)).toBe(true);
      expect(read, read.stderr).toMatchObject({ code: 0 });
      expect(JSON.parse(read.stdout)).toHaveLength(1);
      expect(await server.stop()).toBe(0);
    }
  });
});

describe('npm run inquiries and visitor text', { timeout: 240_000 }, () => {
  const dataDir = path.join(scratch.dir, 'terminal');
  // Stored before the database refused control characters: they are still in older folders.
  const hostile = [
    { ...goodInquiry, name: 'Eve\u001b]0;Hacked\u0007\u001b[2J', email: 'eve@example.com', comments: 'Hello\r#99  2026-01-01 00:00 UTC  Forged entry' },
    { ...goodInquiry, name: 'Mallory\u202e\u200bcod.exe', comments: 'Line one\nLine two\u009b31m\u0085' },
    { ...goodInquiry, name: 'Back\\slash \\e', phone_no: '+1 212 555 0147' },
  ];

  it('shows control characters as visible escapes, never raw, and --json exactly', async () => {
    const onlyFirst = path.join(scratch.dir, 'first-migration');
    mkdirSync(onlyFirst, { recursive: true });
    const first = readdirSync(defaultMigrationsDir).sort()[0];
    copyFileSync(path.join(defaultMigrationsDir, first), path.join(onlyFirst, first));
    const { db } = await openDatabase({ dataDir: dataPaths(dataDir).database, migrationsDir: onlyFirst });
    for (const row of hostile) {
      await db.query(`insert into ${inquiriesTable} (name, email, phone_no, comments) values ($1, $2, $3, $4)`, [row.name, row.email, row.phone_no, row.comments]);
    }
    await db.close();

    // Read from the folder itself (this also applies the newer migration over the old rows), then from a server.
    const fromFolder = await inquiries(dataDir);
    const server = serve(dataDir);
    const started = await server.outcome;
    if (!started.ready) throw new Error(started.stderr);
    const fromServer = await inquiries(dataDir);
    const json = await inquiries(dataDir, ['--json']);
    await server.stop();

    for (const result of [fromFolder, fromServer]) {
      expect(result, result.stderr).toMatchObject({ code: 0 });
      const shown = result.stdout;
      expect(shown).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u202e\u2028\u2029]/);
      expect(shown).toContain('  Name:     Eve\\e]0;Hacked\\x07\\e[2J\n');
      expect(shown).toContain('  Comments: Hello\\r#99  2026-01-01 00:00 UTC  Forged entry\n');
      expect(shown).toContain('  Name:     Mallory\\u{202E}\\u{200B}cod.exe\n');
      expect(shown).toContain('  Comments: Line one\n            Line two\\x9B31m\\x85\n');
      expect(shown).toContain('  Name:     Back\\\\slash \\\\e\n');
      expect(shown.match(/^#\d+ /gm)).toHaveLength(3);
      // Stored before the page's language was recorded.
      expect(shown.match(/^ {2}Locale: {3}\(none\)\n/gm)).toHaveLength(3);
    }
    expect(fromServer.stdout).toBe(fromFolder.stdout);

    expect(json, json.stderr).toMatchObject({ code: 0 });
    expect(json.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u202e]/);
    const rows = JSON.parse(json.stdout).reverse();
    expect(rows.map(({ name, email, phone_no, comments }: typeof goodInquiry) => ({ name, email, phone_no, comments }))).toEqual(hostile);
    expect(rows.map((row: { locale?: unknown }) => row.locale)).toEqual([null, null, null]);
  });

  it('shows the language of the page each inquiry was sent from, in the listing and in --json', async () => {
    const dataDir = path.join(scratch.dir, 'locales');
    const { db } = await openDatabase({ dataDir: dataPaths(dataDir).database });
    for (const locale of ['en', 'pt-br', null]) {
      await db.query(`insert into ${inquiriesTable} (name, email, phone_no, comments, locale) values ($1, $2, $3, $4, $5)`, [
        goodInquiry.name,
        goodInquiry.email,
        goodInquiry.phone_no,
        `Sent in ${locale}`,
        locale,
      ]);
    }
    await db.close();

    const listing = await inquiries(dataDir);
    expect(listing, listing.stderr).toMatchObject({ code: 0 });
    // Newest first, each Locale line between the phone number and the comments.
    const shown = [...listing.stdout.matchAll(/^ {2}Phone: .*\n {2}Locale: {3}(.*)\n {2}Comments: Sent in (.*)$/gm)].map((m) => [m[1], m[2]]);
    expect(shown).toEqual([
      ['(none)', 'null'],
      ['pt-br', 'pt-br'],
      ['en', 'en'],
    ]);

    const json = await inquiries(dataDir, ['--json']);
    expect(json, json.stderr).toMatchObject({ code: 0 });
    expect(JSON.parse(json.stdout).map((row: { locale?: unknown }) => row.locale)).toEqual([null, 'pt-br', 'en']);
  });
});
