/**
 * The address a request counts against. Without a proxy it is the socket's peer. Behind
 * `trustedProxies` reverse proxies, each of which appends the address it received the request
 * from to X-Forwarded-For, the client is the entry that many places from the right: everything
 * to its left was written by the client and proves nothing. A request that passed fewer proxies
 * than configured counts against the leftmost entry a proxy wrote, never against a header the
 * client could have sent alone (when no entry is present, the socket's peer).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} trustedProxies 0: ignore X-Forwarded-For
 */
export function clientAddress(req, trustedProxies = 0) {
  const peer = req.socket.remoteAddress || 'unknown';
  if (!trustedProxies) return peer;
  // Node joins repeated X-Forwarded-For headers with ", ", in order.
  const chain = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return peer;
  return chain[Math.max(0, chain.length - trustedProxies)];
}
