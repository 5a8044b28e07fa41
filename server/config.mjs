import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The same .env files Vite reads for `npm run build`, so the server and the built site agree on
 * whether VITE_SUPABASE_URL is set. Earlier files win; variables already set win over all.
 */
export function loadEnvFiles(root = projectRoot) {
  for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    const file = path.join(root, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
function positiveInteger(value, fallback) {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Settings of `npm start` / `npm run serve`, all from the environment. */
export function readConfig(env = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    /** The built site served; SITE_DIR serves another (the fault tests serve a stand-in). */
    staticRoot: path.resolve(projectRoot, env.SITE_DIR || 'build/client'),
    dataDir: path.resolve(projectRoot, env.DATA_DIR ?? 'data'),
    /** A real Supabase project is configured: the site talks to it and no embedded endpoint starts. */
    supabaseUrl: env.VITE_SUPABASE_URL?.trim() || null,
    rateLimit: {
      max: positiveInteger(env.INQUIRY_RATE_LIMIT, 5),
      windowMs: positiveInteger(env.INQUIRY_RATE_WINDOW_MS, 60_000),
    },
    /** The reverse proxy's address or range (server/rest/clientAddress.mjs); unset: none is trusted. */
    trustProxy: env.TRUST_PROXY?.trim() || null,
    /** Connections beyond this are closed as they arrive (server/httpServer.mjs). */
    maxConnections: positiveInteger(env.MAX_CONNECTIONS, 1024),
    /** As src/content/site.ts names it; the migration must use the same name (see docs/database.md). */
    inquiriesTable: `${env.VITE_TABLE_PREFIX?.trim() || 'starbridge'}_inquiries`,
  };
}
