// `npm run db:backup -- <file>`: the embedded database (data/inquiries-db) in one file.
// `npm run db:restore -- <file>`: that file back into a data folder that holds no database yet.
// Both hold the data folder while they work, so the server must be stopped (they say so if not).
import path from 'node:path';
import { loadEnvFiles, readConfig } from '../server/config.mjs';
import { backupDatabase, restoreDatabase } from '../server/db/backup.mjs';

loadEnvFiles();
const { dataDir } = readConfig();
const [command, file] = process.argv.slice(2);

try {
  if (!file || !['backup', 'restore'].includes(command)) throw new Error('usage: npm run db:backup -- <file>, npm run db:restore -- <file>');
  if (command === 'backup') {
    const bytes = await backupDatabase(dataDir, path.resolve(file));
    console.log(`Backed up ${dataDir} to ${file} (${bytes} bytes).`);
  } else {
    await restoreDatabase(dataDir, path.resolve(file));
    console.log(`Restored ${file} into ${dataDir}; npm start serves it.`);
  }
} catch (error) {
  const message = error.code === 'EEXIST' ? `${file} exists; the backup never overwrites a file.` : error.message;
  console.error(`Could not ${command ?? 'run'}: ${message}`);
  process.exitCode = 1;
}
