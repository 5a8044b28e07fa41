/**
 * The embedded database in one file and back: PGlite's own dump of its data folder (a gzipped
 * tarball of PGDATA), written while this process holds the folder, and loaded into a folder that
 * holds no database yet, so a restore never overwrites rows by mistake.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock, dataPaths, releaseLock } from './dataDir.mjs';
import { openDatabase } from './openDatabase.mjs';

/**
 * @template T
 * @param {string} dataDir the data folder (`data/`)
 * @param {() => Promise<T>} use
 * @returns {Promise<T>}
 */
async function holding(dataDir, use) {
  // A reader's claim: refused while a server has the folder, waited for by a server that starts.
  await acquireLock(dataDir, { role: 'reader' });
  try {
    return await use();
  } finally {
    await releaseLock(dataDir);
  }
}

/**
 * Writes the database of `dataDir` to `file`; resolves with the number of bytes written.
 * @param {string} dataDir
 * @param {string} file
 */
export async function backupDatabase(dataDir, file) {
  const database = dataPaths(dataDir).database;
  if (!existsSync(database)) throw new Error(`There is no database in ${dataDir} to back up.`);
  return holding(dataDir, async () => {
    // Opened (and migrated) as the server opens it, so the dump is of a database the site can use.
    const { db } = await openDatabase({ dataDir: database });
    try {
      const bytes = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
      await writeFile(file, bytes, { flag: 'wx' });
      return bytes.length;
    } finally {
      await db.close();
    }
  });
}

/**
 * Loads a backup into `dataDir`, which must hold no database yet.
 * @param {string} dataDir
 * @param {string} file
 */
export async function restoreDatabase(dataDir, file) {
  const database = dataPaths(dataDir).database;
  if (existsSync(database) && readdirSync(database).length > 0) {
    throw new Error(`${database} already holds a database; move it away first (the restore never overwrites one).`);
  }
  const dump = new Blob([await readFile(file)]);
  return holding(dataDir, async () => {
    const db = await PGlite.create({ dataDir: database, loadDataDir: dump });
    await db.close();
  });
}
