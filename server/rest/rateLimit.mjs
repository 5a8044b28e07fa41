/** @typedef {{ time: number, count: number }} Hit `count` inquiries taken at `time` */

/**
 * A sliding-window limit per client on inquiries, not requests: at most `max` rows in any
 * `windowMs`, so a batch of rows costs as much as the same rows sent one by one.
 * In memory, so it resets with the process; enough for one small server.
 * @param {{ max: number, windowMs?: number, now?: () => number }} options
 */
export function createRateLimiter({ max, windowMs = 60_000, now = Date.now }) {
  /** @type {Map<string, Hit[]>} oldest first */
  const hits = new Map();
  let nextSweep = now() + windowMs;

  /** @param {number} time */
  function sweep(time) {
    for (const [key, entries] of hits) {
      if (entries[entries.length - 1].time <= time - windowMs) hits.delete(key);
    }
    nextSweep = time + windowMs;
  }

  /**
   * @param {string} key
   * @param {number} time
   */
  function recent(key, time) {
    if (time >= nextSweep) sweep(time);
    const entries = (hits.get(key) ?? []).filter((entry) => entry.time > time - windowMs);
    if (entries.length) hits.set(key, entries);
    else hits.delete(key);
    return entries;
  }

  const used = (/** @type {Hit[]} */ entries) => entries.reduce((sum, entry) => sum + entry.count, 0);

  /**
   * When `count` more would fit, given what is used now.
   * @param {Hit[]} entries
   * @param {number} count
   * @param {number} time
   */
  function retryAfterSeconds(entries, count, time) {
    let over = used(entries) + count - max;
    for (const entry of entries) {
      over -= entry.count;
      if (over <= 0) return Math.max(1, Math.ceil((entry.time + windowMs - time) / 1000));
    }
    return Math.ceil(windowMs / 1000);
  }

  /**
   * Counts `count` inquiries for `key` if they all fit in the window, none otherwise.
   * @param {string} key
   * @param {number} [count]
   * @returns {{ ok: true } | { ok: false, retryAfterSeconds: number, never: boolean }} never: more than `max` at once
   */
  function take(key, count = 1) {
    const time = now();
    const entries = recent(key, time);
    if (count > max) return { ok: false, retryAfterSeconds: Math.ceil(windowMs / 1000), never: true };
    if (used(entries) + count > max) return { ok: false, retryAfterSeconds: retryAfterSeconds(entries, count, time), never: false };
    entries.push({ time, count });
    hits.set(key, entries);
    return { ok: true };
  }

  /**
   * Whether `key` may send anything now, without counting: lets a full client be refused before its body is read.
   * @param {string} key
   * @returns {{ ok: true } | { ok: false, retryAfterSeconds: number, never: false }}
   */
  function check(key) {
    const time = now();
    const entries = recent(key, time);
    return used(entries) < max ? { ok: true } : { ok: false, retryAfterSeconds: retryAfterSeconds(entries, 1, time), never: false };
  }

  return { take, check, size: () => hits.size };
}
