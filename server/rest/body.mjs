import { errors } from './errors.mjs';

/**
 * Reads the request body, refusing it (413) as soon as it passes `limit` bytes so a large
 * upload is never held in memory.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
export function readBody(req, limit) {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return Promise.reject(errors.tooLarge(limit));
  return new Promise((resolve, reject) => {
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
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** JSON payload of a write: one object or an array of objects (PostgREST's bulk insert). */
export function parseRows(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw errors.invalidJson(error.message);
  }
  const rows = Array.isArray(value) ? value : [value];
  if (rows.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) {
    throw errors.invalidJson('Expected a JSON object or an array of objects.');
  }
  return rows;
}
