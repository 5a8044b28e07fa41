import { openDatabase } from './db/openDatabase.mjs';
import { createRestHandler } from './rest/handler.mjs';
import { loadSchemaCache } from './rest/schemaCache.mjs';

/**
 * The embedded database and its REST handler, ready to mount on an HTTP server.
 * @param {{
 *   dataDir?: string,
 *   migrationsDir?: string,
 *   keys: { publishable: string, secret?: string },
 *   rateLimit?: { max: number, windowMs?: number },
 *   maxBodyBytes?: number,
 *   trustProxy?: string | string[] | null,
 * }} options
 */
export async function startInquiriesEndpoint({ dataDir, migrationsDir, ...restOptions }) {
  const { db, applied } = await openDatabase({ dataDir, migrationsDir });
  const schema = await loadSchemaCache(db);
  const handler = createRestHandler({ db, schema, ...restOptions });
  return { db, applied, handler, close: () => db.close() };
}
