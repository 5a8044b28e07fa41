// `npm run inquiries`: the stored inquiries, newest first, from the embedded database.
// While `npm start` has the database open this asks the running server (with the local secret
// key); otherwise it opens the database folder itself. `--json` prints the rows as JSON.
import { existsSync } from 'node:fs';
import { loadEnvFiles, readConfig } from '../server/config.mjs';
import { acquireLock, dataPaths, loadSecretKey, readLock, releaseLock } from '../server/db/dataDir.mjs';
import { openDatabase } from '../server/db/openDatabase.mjs';

loadEnvFiles();
const config = readConfig();
const table = config.inquiriesTable;
const asJson = process.argv.includes('--json');

async function fromRunningServer(url) {
  const key = await loadSecretKey(config.dataDir);
  const response = await fetch(`${url}/rest/v1/${table}?select=*&order=created_at.desc,id.desc`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.message}`);
  return body;
}

async function fromDataFolder() {
  if (!existsSync(dataPaths(config.dataDir).database)) return [];
  await acquireLock(config.dataDir);
  const { db } = await openDatabase({ dataDir: dataPaths(config.dataDir).database });
  try {
    const result = await db.query(`select * from public."${table.replaceAll('"', '""')}" order by created_at desc, id desc`);
    return result.rows;
  } finally {
    await db.close();
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
    console.log(`  Name:     ${row.name}`);
    console.log(`  Email:    ${row.email}`);
    console.log(`  Phone:    ${row.phone_no}`);
    console.log(`  Comments: ${String(row.comments).replaceAll('\n', '\n            ')}\n`);
  }
}

try {
  const server = await readLock(config.dataDir);
  const rows = server?.url ? await fromRunningServer(server.url) : await fromDataFolder();
  if (asJson) console.log(JSON.stringify(rows, null, 2));
  else print(rows);
} catch (error) {
  console.error(`Could not read the inquiries: ${error.message}`);
  process.exitCode = 1;
}
