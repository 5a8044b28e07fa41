/**
 * Resolves in a task of its own, after the browser has had the chance to paint and to answer input:
 * what a long start-up is cut at, so no single step of it holds a slow phone's main thread for long.
 * `scheduler.yield()` where the browser has it (it keeps the caller ahead of other queued work),
 * a zero-delay message otherwise (a timeout would be clamped to 4 ms once nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
