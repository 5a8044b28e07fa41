import { Fragment } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIslandFrame } from './hydrateIslands';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadIslandFrame', () => {
  it('takes the frame’s code and each of its steps in a task of its own, in order', async () => {
    const log: string[] = [];
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve(log.push('next task')).then(() => undefined) });
    const frame = await loadIslandFrame(() => {
      log.push('frame evaluated');
      return Promise.resolve({ IslandProviders: Fragment, prepare: [() => log.push('theme built'), () => log.push('formatter made')] });
    });
    expect(log).toEqual(['frame evaluated', 'next task', 'theme built', 'next task', 'formatter made', 'next task']);
    expect(frame.IslandProviders).toBe(Fragment);
  });
});
