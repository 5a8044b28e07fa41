import path from 'node:path';
import { acquireLock, dataPaths, loadSecretKey, publishLock, releaseLock } from './db/dataDir.mjs';
import { originOf, securityHeaders } from './httpHeaders.mjs';
import { createHttpServer } from './httpServer.mjs';
import { startInquiriesEndpoint } from './inquiriesEndpoint.mjs';
import { createInquiryFormHandler } from './inquiryForm.mjs';
import { localPublishableKey } from './localSettings.mjs';
import { compileTrust } from './rest/clientAddress.mjs';
import { createSiteHandler } from './siteHandler.mjs';
import { createStaticHandler } from './staticSite.mjs';
import { createLaunchPlanHandler } from './launchPlanPage.mjs';

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>} the port bound
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // Listening on a TCP port, so the address is one, never a pipe's path.
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port);
    });
  });
}

/**
 * The production server: the prerendered site and, unless a real Supabase project is
 * configured, the embedded inquiries endpoint on the same origin.
 * @param {{
 *   staticRoot: string, port?: number, host?: string,
 *   dataDir?: string, embedded?: boolean, migrationsDir?: string,
 *   rateLimit?: { max: number, windowMs?: number }, trustProxy?: string | string[] | null, supabaseUrl?: string | null,
 *   inquiriesTable?: string, maxConnections?: number, limits?: Partial<typeof import('./httpServer.mjs').defaultLimits>,
 *   ssrRoot?: string,
 * }} options `ssrRoot` holds the kept server builds the launch plan is rendered from (build/ssr/, beside build/client/); `dataDir` omitted: the database lives in memory (tests); `supabaseUrl` is the
 *   project the built pages send inquiries to, allowed by the Content-Security-Policy;
 *   `inquiriesTable` is where the form's own post (scripts off) is stored; `trustProxy` the reverse
 *   proxy's address or range (TRUST_PROXY); `limits` the clients' timeouts and connection cap
 */
export async function startSite({
  staticRoot,
  port = 0,
  host = '127.0.0.1',
  dataDir,
  embedded = true,
  migrationsDir,
  rateLimit,
  trustProxy,
  supabaseUrl = null,
  inquiriesTable = 'starbridge_inquiries',
  maxConnections,
  limits = {},
  ssrRoot = path.join(staticRoot, '..', 'ssr'),
}) {
  /** @type {Awaited<ReturnType<typeof startInquiriesEndpoint>> | null} */
  let endpoint = null;
  if (embedded) {
    // A TRUST_PROXY that cannot be right stops the start before the data folder is taken.
    compileTrust(trustProxy);
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
  // What this server holds, given back in reverse order on every way out, a failed start included.
  const releaseHeld = async () => {
    await endpoint?.close();
    if (endpoint && dataDir) await releaseLock(dataDir);
  };
  const supabaseOrigin = originOf(supabaseUrl);
  const connectSources = supabaseOrigin ? [supabaseOrigin] : [];
  const formHandler = createInquiryFormHandler({ staticRoot, anonymous: endpoint?.handler.anonymous, table: inquiriesTable, connectSources });
  let server;
  try {
    const staticHandler = createStaticHandler(staticRoot, { connectSources });
    const pageHandler = createLaunchPlanHandler({ ssrRoot, connectSources });
    server = createHttpServer(createSiteHandler({ staticHandler, restHandler: endpoint?.handler, formHandler, pageHandler, connectSources }), {
      headers: securityHeaders({ connectSources }),
      limits: { ...(maxConnections ? { maxConnections } : {}), ...limits },
    });
  } catch (error) {
    await releaseHeld();
    throw error;
  }
  let boundPort;
  try {
    boundPort = await listen(server, port, host);
  } catch (error) {
    await releaseHeld();
    throw error;
  }
  const url = `http://${host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host}:${boundPort}`;
  if (endpoint && dataDir) await publishLock(dataDir, url);

  /** @type {Promise<void> | null} */
  let closing = null;
  const close = () => {
    closing ??= (async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await releaseHeld();
    })();
    return closing;
  };
  return { server, url, port: boundPort, db: endpoint?.db ?? null, applied: endpoint?.applied ?? [], close };
}
