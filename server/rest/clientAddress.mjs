import proxyaddr from 'proxy-addr';

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Express reads `trust proxy`, minus the forms that trust a peer by position alone:
 * the proxies' addresses or ranges (`10.0.0.5`, `10.0.0.0/8`, `fd00::/8`), comma-separated, or
 * `loopback`, `linklocal`, `uniquelocal`. A count (`1`) or `true` would believe X-Forwarded-For from
 * whoever reaches the port, so it is refused with a message saying what to write instead.
 * @param {string | string[] | null | undefined} value
 * @returns {((address: string, hop: number) => boolean) | null} null: no proxy is trusted
 */
export function compileTrust(value) {
  const entries = (Array.isArray(value) ? value : String(value ?? '').split(',')).map((entry) => String(entry).trim()).filter(Boolean);
  if (entries.length === 0) return null;
  for (const entry of entries) {
    if (!namedRanges.has(entry) && !/[.:]/.test(entry)) {
      throw new Error(`TRUST_PROXY takes the address or range of the reverse proxy in front of this server ` + `(e.g. loopback, 10.0.0.5, 10.0.0.0/8, comma-separated), not "${entry}"`);
    }
  }
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * The address a request counts against: the connection's peer, unless that peer is a trusted
 * proxy; then the address it appended to X-Forwarded-For, and so on leftwards while each hop is
 * trusted. The first address not trusted is the client; anything left of it was written by the
 * client and proves nothing. Anyone reaching the port directly is counted by their own socket.
 * @param {import('node:http').IncomingMessage} req
 * @param {((address: string, hop: number) => boolean) | null} trust from compileTrust
 */
export function clientAddress(req, trust = null) {
  const peer = req.socket.remoteAddress || 'unknown';
  return trust ? proxyaddr(req, trust) || peer : peer;
}
