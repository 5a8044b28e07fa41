import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });

  it('without it, resolves in a later task, not among the current one’s promises', async () => {
    vi.stubGlobal('scheduler', undefined);
    let resolved = false;
    const waiting = nextTask().then(() => (resolved = true));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(resolved).toBe(false);
    await waiting;
    expect(resolved).toBe(true);
  });
});
