import { STATUS_CODES, createServer } from 'node:http';

/**
 * How long a client may take, and how many may be connected at once. Node's defaults let a
 * request body trickle in for 300 s and admit any number of connections; an inquiry is at most
 * 64 KB, which even a poor mobile link sends in a few seconds.
 */
export const defaultLimits = {
  /** The request line and headers. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included; then 408. */
  requestTimeoutMs: 15_000,
  /** A connection that neither sends nor reads for this long (a stalled download) is closed. */
  idleTimeoutMs: 60_000,
  /** Connections beyond this are closed as they arrive. */
  maxConnections: 1024,
};

/**
 * Node's own answers to a request it could not read, by its error code; anything else is 400.
 * @type {Partial<Record<string, number>>}
 */
const statusFor = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * The HTTP server with the limits above, which also answers what Node would answer bare (a request
 * it cannot parse, headers too large, a body too slow) with the site's security headers.
 * @param {import('node:http').RequestListener} handler
 * @param {{ headers: Record<string, string>, limits?: Partial<typeof defaultLimits> }} options
 */
export function createHttpServer(handler, { headers, limits = {} }) {
  const { headersTimeoutMs, requestTimeoutMs, idleTimeoutMs, maxConnections } = { ...defaultLimits, ...limits };
  // Timeouts are checked on this period; Node's default (30 s) would stretch every bound by as much.
  const checkEveryMs = Math.max(100, Math.min(1000, Math.floor(headersTimeoutMs / 2)));
  /**
   * The answer under way on a socket, so a late client error never writes into the middle of one.
   * @type {WeakMap<import('node:stream').Duplex, import('node:http').ServerResponse>}
   */
  const answering = new WeakMap();
  const server = createServer({ headersTimeout: headersTimeoutMs, requestTimeout: requestTimeoutMs, connectionsCheckingInterval: checkEveryMs }, (req, res) => {
    answering.set(req.socket, res);
    handler(req, res);
  });
  server.maxConnections = maxConnections;
  server.setTimeout(idleTimeoutMs, (socket) => socket.destroy());

  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET' || answering.get(socket)?.headersSent) return socket.destroy();
    const status = statusFor[error.code ?? ''] ?? 400;
    const body = `${STATUS_CODES[status]}\n`;
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}` + `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
