import { Fragment } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIslandFrame } from './hydrateIslands';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadIslandFrame', () => {
  it('evaluates the frame’s code and builds what it needs in tasks of their own', async () => {
    const log: string[] = [];
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve(log.push('next task')).then(() => undefined) });
    const frame = await loadIslandFrame(() => {
      log.push('frame evaluated');
      return Promise.resolve({ IslandProviders: Fragment, prepare: () => log.push('theme built') });
    });
    expect(log).toEqual(['frame evaluated', 'next task', 'theme built', 'next task']);
    expect(frame.IslandProviders).toBe(Fragment);
  });
});
