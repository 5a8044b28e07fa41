// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { indexBaselines } from './baselineIndex';

const root = path.resolve(import.meta.dirname, '../..');

function png(width: number) {
  const image = new PNG({ width, height: 2 });
  image.data.fill(255);
  return PNG.sync.write(image);
}

describe('screenshot baselines', () => {
  it('are each written by a story of the story file beside them', { timeout: 60_000 }, async () => {
    const { baselines, orphans } = await indexBaselines(root);
    expect(baselines.length).toBeGreaterThan(100);
    expect(
      orphans.map(({ file, why }) => `${file}: ${why}`),
      'baselines no story takes: delete them (git rm), or move them with their story',
    ).toEqual([]);
  });
});

describe('indexBaselines', () => {
  const fixture = mkdtempSync(path.join(os.tmpdir(), 'orphan-baselines-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const shots = path.join(fixture, 'src/sections/Header/__screenshots__/Header.stories.tsx');
  mkdirSync(shots, { recursive: true });
  writeFileSync(
    path.join(fixture, 'src/sections/Header/Header.stories.tsx'),
    "export default { title: 'Sections/Header' };\nexport const Playground = {};\nexport const MobileMenuOpen = { name: 'Menu open' };\nexport const Arabic = {};\n",
  );
  for (const [name, width] of [
    ['playground-light', 1280],
    ['playground-dark', 1280],
    ['menu-open-light', 375],
    ['arabic-phone-light', 375],
    ['sticked-light', 1280],
    ['playground-dark-chromium-linux-diff', 1280],
  ] as const) {
    writeFileSync(path.join(shots, name.includes('diff') ? `${name}.png` : `${name}-chromium-linux.png`), png(width));
  }
  const gone = path.join(fixture, 'src/sections/Gone/__screenshots__/Gone.stories.tsx');
  mkdirSync(gone, { recursive: true });
  writeFileSync(path.join(gone, 'playground-light-chromium-linux.png'), png(1280));

  it('maps each picture to its story, width and scheme, and lists the ones no story takes', async () => {
    const { baselines, orphans } = await indexBaselines(fixture);
    expect(baselines.map((b) => `${b.story} ${b.width} ${b.scheme}`)).toEqual(['Arabic phone light', 'Menu open phone light', 'Playground desktop dark', 'Playground desktop light']);
    expect(orphans.map((o) => o.file)).toEqual([
      'src/sections/Gone/__screenshots__/Gone.stories.tsx/playground-light-chromium-linux.png',
      'src/sections/Header/__screenshots__/Header.stories.tsx/playground-dark-chromium-linux-diff.png',
      'src/sections/Header/__screenshots__/Header.stories.tsx/sticked-light-chromium-linux.png',
    ]);
    expect(orphans[0].why).toBe('its story file src/sections/Gone/Gone.stories.tsx is gone');
    expect(orphans[2].why).toContain('no story of src/sections/Header/Header.stories.tsx is named "sticked"');
  });
});
