const sqlState = /^[0-9A-Z]{5}$/;

/**
 * What the log may say of a server-side failure: enough to find its cause, nothing a visitor sent.
 * A database error carries the query, its parameters (the inquiry: name, email, phone, comments)
 * and a message or detail that may quote a value ("Failing row contains …"), so only its SQLSTATE
 * and the schema's names are kept. Any other error is our own code's: its name, message and stack,
 * never its other properties.
 * @param {unknown} error
 * @returns {string}
 */
export function errorSummary(error) {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' && sqlState.test(error.code)) {
    const fields = /** @type {Record<string, unknown>} */ (error);
    const where = ['severity', 'schema', 'table', 'column', 'constraint', 'routine'].filter((name) => typeof fields[name] === 'string' && fields[name]).map((name) => `${name} ${fields[name]}`);
    return `database error ${error.code}${where.length ? ` (${where.join(', ')})` : ''}`;
  }
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return `a thrown ${typeof error}`;
}
