import { describe, expect, it } from 'vitest';
import { comparesScreenshots, otherPlatformNote } from '../../.storybook/visual/baselinePlatform';
import { baselineFiles } from './baselineFiles';
import path from 'node:path';

describe('the baselines platform', () => {
  it('is the one every committed baseline is named for', () => {
    const files = baselineFiles(path.resolve(import.meta.dirname, '../..'));
    expect(files.filter((file) => !file.endsWith('-chromium-linux.png'))).toEqual([]);
    expect(comparesScreenshots('linux')).toBe(true);
  });

  it('on a Mac, says in one line to review through Chromatic instead of comparing', () => {
    expect(comparesScreenshots('darwin')).toBe(false);
    const note = otherPlatformNote('darwin');
    expect(note.split('\n')).toHaveLength(1);
    expect(note).toContain('not compared on darwin');
    expect(note).toContain('npm run chromatic');
  });
});
