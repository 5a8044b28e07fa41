import { createServer } from 'node:http';
import { acquireLock, dataPaths, loadSecretKey, publishLock, releaseLock } from './db/dataDir.mjs';
import { originOf } from './httpHeaders.mjs';
import { startInquiriesEndpoint } from './inquiriesEndpoint.mjs';
import { localPublishableKey } from './localSettings.mjs';
import { createSiteHandler } from './siteHandler.mjs';
import { createStaticHandler } from './staticSite.mjs';

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

/**
 * The production server: the prerendered site and, unless a real Supabase project is
 * configured, the embedded inquiries endpoint on the same origin.
 * @param {{
 *   staticRoot: string, port?: number, host?: string,
 *   dataDir?: string, embedded?: boolean, migrationsDir?: string,
 *   rateLimit?: { max: number, windowMs?: number }, trustProxy?: boolean, supabaseUrl?: string | null,
 * }} options `dataDir` omitted: the database lives in memory (tests); `supabaseUrl` is the
 *   project the built pages send inquiries to, allowed by the Content-Security-Policy
 */
export async function startSite({ staticRoot, port = 0, host = '127.0.0.1', dataDir, embedded = true, migrationsDir, rateLimit, trustProxy, supabaseUrl = null }) {
  let endpoint = null;
  if (embedded) {
    if (dataDir) await acquireLock(dataDir);
    try {
      endpoint = await startInquiriesEndpoint({
        dataDir: dataDir ? dataPaths(dataDir).database : undefined,
        migrationsDir,
        keys: { publishable: localPublishableKey, secret: dataDir ? await loadSecretKey(dataDir) : undefined },
        rateLimit,
        trustProxy,
      });
    } catch (error) {
      if (dataDir) await releaseLock(dataDir);
      throw error;
    }
  }
  const connectSources = [originOf(supabaseUrl)].filter(Boolean);
  const server = createServer(
    createSiteHandler({ staticHandler: createStaticHandler(staticRoot, { connectSources }), restHandler: endpoint?.handler, connectSources }),
  );
  const boundPort = await listen(server, port, host);
  const url = `http://${host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host}:${boundPort}`;
  if (endpoint && dataDir) await publishLock(dataDir, url);

  let closing = null;
  const close = () => {
    closing ??= (async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await endpoint?.close();
      if (endpoint && dataDir) await releaseLock(dataDir);
    })();
    return closing;
  };
  return { server, url, port: boundPort, db: endpoint?.db ?? null, applied: endpoint?.applied ?? [], close };
}
