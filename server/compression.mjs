import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * What the server compresses with; identity is the absence of one.
 * @typedef {'br' | 'gzip'} Encoding
 */

/** Below this a compressed body plus its header costs about as much as the original. */
export const minCompressBytes = 1024;

/** Text formats shrink well; images, fonts and video are compressed already. */
export function isCompressible(contentType = '') {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type.startsWith('text/') || ['application/json', 'application/javascript', 'application/xml', 'application/manifest+json', 'image/svg+xml'].includes(type);
}

/**
 * The encodings of `offered` the client accepts with q > 0 (`*` stands for any not named), in the
 * order offered: brotli first, gzip next, identity always last and implied.
 * @param {string} [acceptEncoding]
 * @param {Encoding[]} [offered]
 * @returns {Encoding[]}
 */
export function acceptedEncodings(acceptEncoding = '', offered = ['br', 'gzip']) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  return offered.filter((encoding) => {
    const q = accepted.get(encoding) ?? accepted.get('*');
    return q !== undefined && q > 0;
  });
}

/**
 * The encoding to answer with: brotli, else gzip, as the client accepts them. Null means identity.
 * @param {string} [acceptEncoding]
 * @returns {Encoding | null}
 */
export function preferredEncoding(acceptEncoding = '') {
  return acceptedEncodings(acceptEncoding)[0] ?? null;
}

/**
 * For answers made per request (the contact form's answer page); files are compressed by the build.
 * Brotli at quality 5: within a few percent of quality 11 on a page at about a fiftieth of the
 * time. Runs on libuv's thread pool, off the event loop.
 * @param {Buffer} body
 * @param {Encoding} encoding
 * @returns {Promise<Buffer>}
 */
export function compress(body, encoding) {
  if (encoding === 'br') {
    return brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  throw new Error(`unknown encoding ${encoding}`);
}
