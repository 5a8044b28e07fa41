import { errors } from './errors.mjs';

/**
 * Reads the request body, refusing it (413) as soon as it passes `limit` bytes so a large
 * upload is never held in memory.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return Promise.reject(errors.tooLarge(limit));
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(errors.tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    // A client that hangs up mid-body made the mistake; there is nobody left to answer.
    req.on('error', () => reject(errors.badRequest('The request body was cut off.')));
  });
}

/**
 * The media types a write may declare. No Content-Type is JSON, as in PostgREST; a form body is
 * read as JSON and refused as invalid, since this endpoint has no form reader. Anything else
 * (text/plain, text/csv, …) is 415 before the body is read.
 */
const acceptedTypes = new Set(['', 'application/json', 'application/x-www-form-urlencoded']);

/** @param {string} [header] */
export function checkContentType(header = '') {
  const type = String(header).split(';')[0].trim().toLowerCase();
  if (!acceptedTypes.has(type)) throw errors.unsupportedMediaType(type);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body as text; bytes that are not UTF-8 are refused, never replaced.
 * @param {Uint8Array} bytes
 */
export function decodeBody(bytes) {
  try {
    return utf8.decode(bytes);
  } catch {
    throw errors.invalidJson('The body is not valid UTF-8.');
  }
}

/** Deeper than any row needs; deeper still would overflow the stacks that serialise it here and parse it in Postgres. */
const maxDepth = 64;

/**
 * Refuses what parses as JSON but cannot be stored: a lone surrogate (`"\ud800"`) is no
 * character, and Postgres would refuse or mangle it. Walks without recursion, so no nesting
 * can overflow the stack on the way.
 * @param {unknown} rows
 */
function checkValues(rows) {
  /** @type {[unknown, number][]} a value and its depth */
  const pending = [[rows, 0]];
  while (pending.length) {
    const [value, depth] = /** @type {[unknown, number]} */ (pending.pop());
    if (typeof value === 'string') {
      if (!value.isWellFormed()) throw errors.invalidJson('A string holds a lone UTF-16 surrogate, which is no character.');
    } else if (value !== null && typeof value === 'object') {
      if (depth >= maxDepth) throw errors.invalidJson(`The JSON is nested more than ${maxDepth} levels deep.`);
      for (const [key, item] of Object.entries(value)) pending.push([key, depth + 1], [item, depth + 1]);
    }
  }
}

/**
 * A row as a client sent it: column names to JSON values, unchecked until the database casts them.
 * @typedef {Record<string, unknown>} Row
 */

/**
 * JSON payload of a write: one object or an array of objects (PostgREST's bulk insert).
 * @param {string} text
 * @returns {Row[]}
 */
export function parseRows(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw errors.invalidJson(/** @type {SyntaxError} */ (error).message);
  }
  const rows = Array.isArray(value) ? value : [value];
  if (rows.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) {
    throw errors.invalidJson('Expected a JSON object or an array of objects.');
  }
  checkValues(rows);
  return rows;
}
