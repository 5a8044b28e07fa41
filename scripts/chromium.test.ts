import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium } from './chromium.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'find chromium '));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in browser that answers --version, in a folder whose name has spaces. */
function fakeBrowser(dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, '#!/bin/sh\necho "Fake Chromium 1.2.3 $1"\n');
  chmodSync(file, 0o755);
  return file;
}

describe('findChromium', () => {
  it('takes CHROME_PATH as it is, spaces and all, and ensure-chromium runs it without a shell', () => {
    const browser = fakeBrowser(path.join(scratch, 'my chrome'), 'chrome beta');
    expect(findChromium({ CHROME_PATH: browser, PATH: '' })).toEqual({ path: browser, from: 'CHROME_PATH' });
    const out = execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { encoding: 'utf8', env: { ...process.env, CHROME_PATH: browser } });
    expect(out).toBe(`browser: Fake Chromium 1.2.3 --version (${browser}, from CHROME_PATH)\n`);
  });

  it('says so when CHROME_PATH names nothing runnable, and does not look further', () => {
    const missing = path.join(scratch, 'no such', 'chrome');
    expect(findChromium({ CHROME_PATH: missing, PATH: '/usr/bin' })).toEqual({ from: `CHROME_PATH (${missing}) is not an executable file` });
  });

  it('without CHROME_PATH, takes Debian’s chromium, else the first chromium or chrome on PATH', () => {
    const debian = fakeBrowser(path.join(scratch, 'usr bin'), 'chromium');
    const onPath = fakeBrowser(path.join(scratch, 'bin dir'), 'google-chrome');
    const PATH = [path.join(scratch, 'empty'), path.join(scratch, 'bin dir')].join(path.delimiter);
    expect(findChromium({ PATH }, debian)).toEqual({ path: debian, from: 'Debian' });
    expect(findChromium({ PATH }, path.join(scratch, 'none'))).toEqual({ path: onPath, from: 'PATH' });
    expect(findChromium({ PATH: '' }, path.join(scratch, 'none')).path).toBeUndefined();
  });
});

describe('ensure-chromium', () => {
  it('installs nothing and says in one line how to point at a browser when there is none', () => {
    let failure: { status: number; stdout: string; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { encoding: 'utf8', stdio: 'pipe', env: { ...process.env, CHROME_PATH: path.join(scratch, 'gone', 'chrome') } });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr.trim().split('\n')).toHaveLength(1);
    expect(failure?.stderr).toMatch(/^No browser for the tests \(CHROME_PATH .* is not an executable file\): install Debian's chromium \(apt-get install chromium\) or set CHROME_PATH/);
  });
});
