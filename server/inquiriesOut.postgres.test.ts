// @vitest-environment node
// Nothing stored is stranded: the real commands (`npm run inquiries -- --csv | --sql`,
// `npm run db:backup`, `npm run db:restore`) on an embedded database in a temporary data folder,
// and the SQL export loaded with psql into a real PostgreSQL with the migrations, as into a
// hosted Supabase project.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './config.mjs';
import { dataPaths } from './db/dataDir.mjs';
import { openDatabase } from './db/openDatabase.mjs';
import { startPostgres } from './testPostgres';
import { goodInquiry, inquiriesTable, tempDir } from './testSupport';

const scratch = tempDir('inquiries-out');
const dataDir = path.join(scratch.dir, 'data');
let postgres: Awaited<ReturnType<typeof startPostgres>>;

/** Inquiries whose text a careless export would break: separators, quotes, line breaks, formulas, Arabic. */
const stored = [
  { ...goodInquiry, locale: 'en' },
  { name: 'Jean "JJ" Dupont, Jr.', email: 'jj@example.fr', phone_no: '+33 6 12 34 56 78', comments: 'L\'entreprise, c\'est ça.\nDeux lignes; "citées".', locale: 'fr' },
  { name: '=HYPERLINK("https://evil.example")', email: 'x@example.com', phone_no: '(555) 010-0000', comments: '@SUM(A1) -1 back\\slash', locale: null },
  { name: 'سارة أحمد', email: 'sara@example.ae', phone_no: '+971 50 123 4567', comments: 'أرغب في تأسيس شركة.', locale: 'ar' },
];

/** One of the project's commands, as `npm run` runs it, on the temporary data folder. */
function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(projectRoot, script), ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, VITE_SUPABASE_URL: '' },
    timeout: 240_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** RFC 4180, as a spreadsheet reads it. */
function parseCsv(text: string) {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

const ordered = (rows: Record<string, unknown>[]) => rows.map(({ name, email, phone_no, comments, locale }) => ({ name, email, phone_no, comments, locale }));

beforeAll(async () => {
  const { db } = await openDatabase({ dataDir: dataPaths(dataDir).database });
  for (const row of stored) {
    await db.query(`insert into ${inquiriesTable} (name, email, phone_no, comments, locale) values ($1, $2, $3, $4, $5)`, Object.values(row));
  }
  await db.close();
  postgres = await startPostgres();
}, 300_000);
afterAll(async () => {
  await postgres?.stop();
  scratch.remove();
}, 60_000);

describe('npm run inquiries -- --csv', () => {
  it('writes every inquiry, oldest first, as a spreadsheet reads it, with formulas shown as text', () => {
    const { status, stdout } = run('scripts/inquiries.mjs', '--csv');
    expect(status).toBe(0);
    const [header, ...records] = parseCsv(stdout);
    expect(header).toEqual(['id', 'created_at', 'name', 'email', 'phone_no', 'comments', 'locale']);
    const rows = records.map((record) => Object.fromEntries(header.map((column, i) => [column, record[i]])) as Record<string, string>);
    const unguard = (value: string) => value.replace(/^'(?=[=+\-@])/, '');
    expect(
      rows
        .map((row) => ({ ...row, name: unguard(row.name), phone_no: unguard(row.phone_no), comments: unguard(row.comments) }))
        .map((row: Record<string, string>) => ({ ...row, locale: row.locale || null })),
    ).toMatchObject(stored);
    expect(rows[2].name).toBe(`'${stored[2].name}`);
    expect(rows[1].phone_no).toBe(`'${stored[1].phone_no}`);
    expect(new Date(rows[0].created_at).getTime()).toBeGreaterThan(0);
  }, 300_000);
});

describe('npm run inquiries -- --sql, loaded into PostgreSQL with the migrations', () => {
  it('adds every row with its id and time, adds nothing the second time, and leaves new ids after them', async () => {
    const { status, stdout } = run('scripts/inquiries.mjs', '--sql');
    expect(status).toBe(0);
    const file = path.join(scratch.dir, 'inquiries.sql');
    writeFileSync(file, stdout);
    for (let load = 0; load < 2; load++) {
      const psql = spawnSync('psql', [postgres.url, '-v', 'ON_ERROR_STOP=1', '-q', '-f', file], { encoding: 'utf8' });
      expect(psql.status, psql.stderr).toBe(0);
    }
    const loaded = (await postgres.db.query(`select * from ${inquiriesTable} order by id`)).rows;
    expect(ordered(loaded)).toEqual(stored);
    const json = JSON.parse(run('scripts/inquiries.mjs', '--json').stdout) as Record<string, unknown>[];
    expect(loaded.map((row) => [Number(row.id), (row.created_at as Date).toISOString()])).toEqual(json.reverse().map((row) => [Number(row.id), new Date(row.created_at as string).toISOString()]));
    // The site's next inquiry, sent as the publishable key sends it, gets a fresh id.
    await postgres.db.transaction(async (tx) => {
      await tx.query('set local role anon');
      await tx.query(`insert into ${inquiriesTable} (name, email, phone_no, comments) values ('New', 'new@example.com', '+1 555 0100', 'Hello')`);
    });
    const ids = (await postgres.db.query(`select id from ${inquiriesTable} order by id`)).rows.map((row) => Number(row.id));
    expect(ids.at(-1)).toBeGreaterThan(Math.max(...ids.slice(0, -1)));
  }, 300_000);
});

describe('npm run db:backup and db:restore', () => {
  it('write the database to one file; after the folder is gone, the restore gives back every row', () => {
    const backup = path.join(scratch.dir, 'inquiries-backup.tar.gz');
    const before = JSON.parse(run('scripts/inquiries.mjs', '--json').stdout);
    const saved = run('scripts/database.mjs', 'backup', backup);
    expect(saved.status, saved.stderr).toBe(0);
    expect(readFileSync(backup).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    // A second backup to the same file, or a restore over a database, is refused.
    expect(run('scripts/database.mjs', 'backup', backup).stderr).toMatch(/never overwrites a file/);
    expect(run('scripts/database.mjs', 'restore', backup).stderr).toMatch(/already holds a database/);

    rmSync(dataDir, { recursive: true, force: true });
    expect(existsSync(dataDir)).toBe(false);
    expect(run('scripts/inquiries.mjs', '--json').stdout.trim()).toBe('[]');
    const restored = run('scripts/database.mjs', 'restore', backup);
    expect(restored.status, restored.stderr).toBe(0);
    expect(JSON.parse(run('scripts/inquiries.mjs', '--json').stdout)).toEqual(before);
  }, 600_000);
});
