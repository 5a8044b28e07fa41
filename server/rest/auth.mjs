import { createHash, timingSafeEqual } from 'node:crypto';
import { errors } from './errors.mjs';

const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();
const same = (/** @type {string} */ a, /** @type {string} */ b) => timingSafeEqual(digest(a), digest(b));

/**
 * The API gateway's check, as Supabase does it for the new API keys: `apikey` (header, or the
 * `apikey` URL parameter) names the role, the publishable key is `anon`, the secret key is
 * `service_role`. supabase-js also sends the key as `Authorization: Bearer`; a bearer that is not
 * the same key would be a user's JWT, which this endpoint has no way to verify, so it is refused.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {URLSearchParams} searchParams
 * @param {{ publishable: string, secret?: string }} keys
 * @returns {'anon' | 'service_role'}
 */
export function authorize(headers, searchParams, keys) {
  const apikey = headers.apikey ?? searchParams.get('apikey');
  if (!apikey || typeof apikey !== 'string') throw errors.noApiKey();
  /** @type {'anon' | 'service_role' | null} */
  let role = null;
  if (same(apikey, keys.publishable)) role = 'anon';
  else if (keys.secret && same(apikey, keys.secret)) role = 'service_role';
  if (!role) throw errors.invalidApiKey();
  const authorization = headers.authorization;
  if (authorization !== undefined) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!bearer || !same(bearer, apikey)) throw errors.bearerMismatch();
  }
  return role;
}
