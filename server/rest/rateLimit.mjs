/**
 * A sliding-window limit per client: at most `max` requests in any `windowMs`.
 * In memory, so it resets with the process; enough for one small server.
 * @param {{ max: number, windowMs?: number, now?: () => number }} options
 */
export function createRateLimiter({ max, windowMs = 60_000, now = Date.now }) {
  /** @type {Map<string, number[]>} */
  const hits = new Map();
  let nextSweep = now() + windowMs;

  function sweep(time) {
    for (const [key, times] of hits) {
      if (times[times.length - 1] <= time - windowMs) hits.delete(key);
    }
    nextSweep = time + windowMs;
  }

  /** @returns {{ ok: true } | { ok: false, retryAfterSeconds: number }} */
  function take(key) {
    const time = now();
    if (time >= nextSweep) sweep(time);
    const recent = (hits.get(key) ?? []).filter((t) => t > time - windowMs);
    if (recent.length >= max) {
      hits.set(key, recent);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - time) / 1000)) };
    }
    recent.push(time);
    hits.set(key, recent);
    return { ok: true };
  }

  return { take, size: () => hits.size };
}
