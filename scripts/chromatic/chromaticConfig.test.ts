// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as modes from '../../.storybook/modes';

const root = path.resolve(import.meta.dirname, '../..');
const config = JSON.parse(readFileSync(path.join(root, 'chromatic.config.json'), 'utf8'));
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

describe('Chromatic', () => {
  it('runs TurboSnap and fails on a visual change until it is accepted', () => {
    expect(config.onlyChanged).toBe(true);
    expect(config.buildScriptName).toBe('build-storybook');
    for (const option of ['exitZeroOnChanges', 'autoAcceptChanges', 'exitOnceUploaded', 'skip']) expect(config[option] ?? false, option).toBe(false);
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(Object.values(scripts).join('\n')).not.toMatch(/exit-zero-on-changes|auto-accept-changes/);
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/^bash scripts\/chromatic\/upload\.sh$/m);
  });

  it('retests every story when a file outside the module graph changes: public/ and what the message plugin reads', () => {
    expect(config.externals).toContain('public/**');
    // A glob that matches nothing (a file moved) would quietly stop covering it.
    for (const glob of config.externals as string[])
      expect(
        tracked.some((file) => path.matchesGlob(file, glob)),
        glob,
      ).toBe(true);
  });

  it('says in one line that it skipped without CHROMATIC_PROJECT_TOKEN', () => {
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    const run = spawnSync('bash', [path.join(root, 'scripts/chromatic/upload.sh')], { env, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set/)]);
  });

  it('takes modes in its own shape: globals, and a viewport in pixels', () => {
    const all = Object.entries(modes)
      .filter(([name]) => name.endsWith('Modes'))
      .flatMap(([, group]) => Object.entries(group as Record<string, { scheme?: string; viewport?: unknown }>));
    expect(all.length).toBeGreaterThan(2);
    for (const [name, mode] of all) {
      expect(['light', 'dark'], name).toContain(mode.scheme);
      const { viewport } = mode;
      if (viewport === undefined) continue;
      const pixels = typeof viewport === 'number' ? [viewport] : Object.values(viewport as object);
      expect(
        pixels.every((value) => Number.isInteger(value) && value > 0),
        `${name}: viewport ${JSON.stringify(viewport)}`,
      ).toBe(true);
    }
  });
});
