/**
 * What a caught value may carry when it is a Postgres error (PGlite's DatabaseError). Anything can be
 * thrown, so each field is read as possibly missing, and the code's shape is checked before it is trusted.
 * @typedef {Partial<Pick<import('@electric-sql/pglite').messages.DatabaseError,
 *   'code' | 'message' | 'detail' | 'hint' | 'constraint'>> | null | undefined} MaybeDatabaseError
 */

/** An error answer in PostgREST's shape: `{ code, message, details, hint }`. */
export class RestError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} [message]
   * @param {{ details?: string | null, hint?: string | null, headers?: Record<string, string> }} [options]
   */
  constructor(status, code, message, { details = null, hint = null, headers = {} } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  toJSON() {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/**
 * PostgREST's status for a Postgres SQLSTATE (docs: "Errors", HTTP status codes). Anything else is 400.
 * @type {Partial<Record<string, number>>}
 */
const exact = { 23503: 409, 23505: 409, 25006: 405, 42883: 404, '42P01': 404, '42P17': 500, P0001: 400 };
/** @type {Partial<Record<string, number>>} */
const byClass = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  25: 500,
  28: 403,
  '2D': 500,
  38: 500,
  39: 500,
  '3B': 500,
  40: 500,
  53: 503,
  54: 500,
  55: 500,
  57: 500,
  58: 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
};

/**
 * @param {string} code SQLSTATE
 * @param {string} role the role the request ran as: 42501 is 401 for anonymous requests, 403 once authenticated
 */
export function statusForSqlState(code, role) {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  return exact[code] ?? byClass[code.slice(0, 2)] ?? 400;
}

/**
 * Maps an error thrown by PGlite to the answer PostgREST gives for it; anything else is a 500.
 * @param {unknown} caught
 * @param {string} role
 * @returns {RestError}
 */
export function fromDatabaseError(caught, role) {
  if (caught instanceof RestError) return caught;
  const error = /** @type {MaybeDatabaseError} */ (caught);
  if (typeof error?.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) {
    return new RestError(statusForSqlState(error.code, role), error.code, error.message, {
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  return new RestError(500, 'XX000', 'Internal server error');
}

export const errors = {
  noApiKey: () => new RestError(401, 'no_api_key', 'No API key found in request', { hint: 'No `apikey` request header or url param was found.' }),
  invalidApiKey: () => new RestError(401, 'invalid_api_key', 'Invalid API key', { hint: 'Double check the publishable (anon) key the site was built with.' }),
  bearerMismatch: () => new RestError(401, 'PGRST301', 'No suitable key or wrong key type', { hint: 'The Authorization bearer must be the same key as apikey.' }),
  rateLimited: (/** @type {number} */ retryAfterSeconds, /** @type {number | null} */ max = null) =>
    new RestError(429, 'over_request_rate_limit', 'Too many inquiries from this address; try again in a minute', {
      details: max === null ? null : `A request may carry at most ${max} inquiries.`,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  badRequest: (/** @type {string} */ details) => new RestError(400, 'bad_request', 'Bad request', { details }),
  unsupportedMediaType: (/** @type {string} */ type) => new RestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`, { hint: 'Send the rows as application/json.' }),
  tooLarge: (/** @type {number} */ limit) => new RestError(413, 'request_entity_too_large', 'Request body too large', { details: `The limit is ${limit} bytes.` }),
  invalidJson: (/** @type {string | null} */ details = null) => new RestError(400, 'PGRST102', 'Empty or invalid json', { details }),
  invalidSchema: (/** @type {string | string[]} */ schema) => new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, { hint: 'Only the following schemas are exposed: public' }),
  unknownTable: (/** @type {string} */ table) => new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`),
  unknownColumn: (/** @type {string} */ column, /** @type {string} */ table) => new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  notImplemented: (/** @type {string} */ what) => new RestError(400, 'PGRST127', 'Feature not implemented', { details: `${what} is not supported by the embedded endpoint.` }),
  badQuery: (/** @type {string} */ message, /** @type {string | null} */ details = null) => new RestError(400, 'PGRST100', message, { details }),
  methodNotAllowed: (/** @type {string | undefined} */ method) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  serviceUnavailable: () => new RestError(503, 'no_embedded_database', 'Inquiries go to the configured Supabase project, not to this server'),
};
