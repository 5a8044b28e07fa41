import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSite, testBuild } from './siteBuild.mjs';
import { builtSite as servedByServerTests } from '../server/siteBuild';
import { folderState, stateChange } from './userBuildUntouched';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'user-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the user's build", () => {
  it('is not where the tests build, and the server tests serve the tests’ build', () => {
    expect(path.relative(path.dirname(builtSite), testBuild).startsWith('..')).toBe(true);
    expect(testBuild).toMatch(/\/test-build\/client$/);
    expect(servedByServerTests).toBe(testBuild);
  });

  it('counts as changed when a file is written, rewritten alike, added, removed, or the folder made', () => {
    const dir = path.join(scratch, 'build');
    expect(stateChange(folderState(dir), folderState(dir))).toBeNull();
    mkdirSync(path.join(dir, 'client'), { recursive: true });
    expect(stateChange(null, folderState(dir))).toBe('it was made (0 files)');
    writeFileSync(path.join(dir, 'client/index.html'), 'home');
    const first = folderState(dir);
    expect(stateChange(null, first)).toBe('it was made (1 files)');
    expect(stateChange(first, folderState(dir))).toBeNull();
    writeFileSync(path.join(dir, 'client/index.html'), 'home');
    utimesSync(path.join(dir, 'client/index.html'), new Date(), new Date(Date.now() + 5000));
    expect(stateChange(first, folderState(dir))).toBe('1 files changed, e.g. client/index.html');
    writeFileSync(path.join(dir, 'client/es.html'), 'casa');
    expect(stateChange(first, folderState(dir))).toMatch(/^2 files changed/);
    rmSync(dir, { recursive: true });
    expect(stateChange(first, folderState(dir))).toBe('it was removed');
  });
});
