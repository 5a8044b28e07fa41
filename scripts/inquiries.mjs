// `npm run inquiries`: the stored inquiries, newest first, from the embedded database.
// While `npm start` has the database open this asks the running server (with the local secret
// key); otherwise it holds the database folder itself while it reads. Each inquiry shows the
// language of the page it was sent from (`Locale`). `--json` prints the rows, every column, as
// JSON; `--csv` as CSV for a spreadsheet; `--sql` as SQL that loads them into a hosted Supabase
// project (server/db/exportInquiries.mjs; redirect either to a file). Visitor text never reaches
// the terminal raw (server/terminalText.mjs).
import { existsSync } from 'node:fs';
import { loadEnvFiles, readConfig } from '../server/config.mjs';
import { acquireLock, dataPaths, loadSecretKey, releaseLock, waitForServer } from '../server/db/dataDir.mjs';
import { inquiriesCsv, inquiriesSql } from '../server/db/exportInquiries.mjs';
import { openDatabase } from '../server/db/openDatabase.mjs';
import { terminalJson, visible, visibleLines } from '../server/terminalText.mjs';

loadEnvFiles();
const config = readConfig();
const table = config.inquiriesTable;
const asJson = process.argv.includes('--json');
const asCsv = process.argv.includes('--csv');
const asSql = process.argv.includes('--sql');

async function fromRunningServer(url) {
  const key = await loadSecretKey(config.dataDir);
  const response = await fetch(`${url}/rest/v1/${table}?select=*&order=created_at.desc,id.desc`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${visible(body.message)}`);
  return body;
}

async function fromDataFolder() {
  if (!existsSync(dataPaths(config.dataDir).database)) return [];
  await acquireLock(config.dataDir, { role: 'reader' });
  try {
    const { db } = await openDatabase({ dataDir: dataPaths(config.dataDir).database });
    try {
      const result = await db.query(`select * from public."${table.replaceAll('"', '""')}" order by created_at desc, id desc`);
      return result.rows;
    } finally {
      await db.close();
    }
  } finally {
    await releaseLock(config.dataDir);
  }
}

function print(rows) {
  if (config.supabaseUrl) {
    console.log(`Note: the site is configured for ${config.supabaseUrl}; inquiries sent there are in that project, not here.\n`);
  }
  if (rows.length === 0) {
    console.log(`No inquiries yet in ${config.dataDir}.`);
    return;
  }
  console.log(`${rows.length} ${rows.length === 1 ? 'inquiry' : 'inquiries'}, newest first (${config.dataDir})\n`);
  for (const row of rows) {
    const when = new Date(row.created_at).toISOString().replace('T', ' ').slice(0, 16);
    console.log(`#${row.id}  ${when} UTC`);
    console.log(`  Name:     ${visible(row.name)}`);
    console.log(`  Email:    ${visible(row.email)}`);
    console.log(`  Phone:    ${visible(row.phone_no)}`);
    // The language of the page it was sent from; none for rows stored before it was recorded.
    console.log(`  Locale:   ${row.locale == null ? '(none)' : visible(row.locale)}`);
    console.log(`  Comments: ${visibleLines(row.comments, '            ')}\n`);
  }
}

/** From the server when one runs; a server that claims the folder while we look is asked in turn. */
async function readRows(attempts = 3) {
  const server = await waitForServer(config.dataDir);
  if (server && !server.url) throw new Error(`the database in ${config.dataDir} is held by pid ${server.pid}, which has not started serving.`);
  if (server) return fromRunningServer(server.url);
  try {
    return await fromDataFolder();
  } catch (error) {
    if (error.name !== 'FolderLockedError' || attempts <= 1) throw error;
    return readRows(attempts - 1);
  }
}

try {
  const rows = await readRows();
  // Oldest first in a file that is read top to bottom or loaded in order.
  if (asCsv) process.stdout.write(inquiriesCsv([...rows].reverse()));
  else if (asSql) process.stdout.write(inquiriesSql([...rows].reverse(), table));
  else if (asJson) console.log(terminalJson(rows));
  else print(rows);
} catch (error) {
  console.error(`Could not read the inquiries: ${error.message}`);
  process.exitCode = 1;
}
