import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { differingShots, rewrittenShots } from './collectChanges';
import { groupOf, writeReport } from './writeReport';

function png(colour: number) {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(colour);
  return PNG.sync.write(image);
}

let root: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
const shots = 'src/sections/Header/__screenshots__/Header.stories.tsx';

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'visual-report-'));
  mkdirSync(path.join(root, shots), { recursive: true });
  for (const name of ['mobile-menu-open-light', 'mobile-menu-open-dark', 'playground-light', 'playground-dark']) {
    writeFileSync(path.join(root, shots, `${name}-chromium-linux.png`), png(200));
  }
  writeFileSync(path.join(root, 'src/sections/Header/Header.stories.tsx'), "export default { title: 'Sections/Header' };\nexport const Playground = {};\nexport const MobileMenuOpen = {};\n");
  git('init', '-q');
  git('-c', 'user.email=qa@example.com', '-c', 'user.name=QA', 'commit', '-q', '--allow-empty', '-m', 'start');
  git('add', '.');
  git('-c', 'user.email=qa@example.com', '-c', 'user.name=QA', 'commit', '-q', '-m', 'baselines');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const names = new Map([
  ['src/sections/Header/Header.stories.tsx\0mobile-menu-open', 'Mobile Menu Open'],
  ['src/sections/Header/Header.stories.tsx\0playground', 'Playground'],
]);

describe('the visual report', () => {
  it('shows a story whose screenshots differ, both schemes, with the command that accepts it', async () => {
    const attachments = path.join(root, '.vitest/attachments/src/sections/Header/Header.stories.tsx');
    mkdirSync(attachments, { recursive: true });
    for (const scheme of ['light', 'dark']) {
      writeFileSync(path.join(attachments, `mobile-menu-open-${scheme}-actual-chromium-linux.png`), png(10));
      writeFileSync(path.join(attachments, `mobile-menu-open-${scheme}-diff-chromium-linux.png`), png(90));
    }
    const changes = differingShots(root, Date.now() - 60_000);
    expect(changes.map((c) => `${c.stem} ${c.scheme} ${c.reference}`).sort()).toEqual([
      `mobile-menu-open dark ${shots}/mobile-menu-open-dark-chromium-linux.png`,
      `mobile-menu-open light ${shots}/mobile-menu-open-light-chromium-linux.png`,
    ]);
    const { file, changes: count, baselines } = await writeReport(root, [...changes, ...rewrittenShots(root)], names);
    const html = readFileSync(file, 'utf8');
    expect(count).toBe(2);
    expect(baselines).toBe(4);
    expect(html).toContain('<h2>Sections/Header</h2>');
    expect(html).toContain('aria-label="Open Sections/Header: Mobile Menu Open, part, light, differs"');
    expect(html).toContain('aria-label="Open Sections/Header: Mobile Menu Open, part, dark, differs"');
    expect(html).toContain('aria-label="Open Sections/Header: Playground, part, dark"');
    expect(html).toContain('npm run test:update -- --project storybook --project storybook-2 src/sections/Header/Header.stories.tsx -t &quot;^Mobile Menu Open$&quot;');
    // Baseline, this run and the difference of each changed picture.
    expect(html.match(/<figure data-role="[^"]+" data-src=/g)).toHaveLength(6);
  });

  it('leaves out what an earlier run left behind', () => {
    const attachments = path.join(root, '.vitest/attachments/src/sections/Header/Header.stories.tsx');
    mkdirSync(attachments, { recursive: true });
    const old = path.join(attachments, 'playground-light-actual-chromium-linux.png');
    writeFileSync(old, png(10));
    utimesSync(old, new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(differingShots(root, Date.now() - 60_000)).toEqual([]);
  });

  it('shows a rewritten baseline beside the committed one, with how many pixels changed', async () => {
    writeFileSync(path.join(root, shots, 'playground-dark-chromium-linux.png'), png(20));
    const { file, changes } = await writeReport(root, rewrittenShots(root), names);
    const html = readFileSync(file, 'utf8');
    expect(changes).toBe(1);
    expect(html).toContain('Playground</strong> <mark>rewritten</mark>');
    expect(html).toContain('16 pixels differ');
    expect(html).toContain(`git add ${shots}/playground-dark-chromium-linux.png`);
  });

  it('leaves out a baseline moved with its story, and shows one moved and redrawn', () => {
    const moved = 'src/components/Header/__screenshots__/Header.stories.tsx';
    mkdirSync(path.join(root, moved), { recursive: true });
    git('mv', `${shots}/playground-light-chromium-linux.png`, `${moved}/playground-light-chromium-linux.png`);
    git('mv', `${shots}/playground-dark-chromium-linux.png`, `${moved}/playground-dark-chromium-linux.png`);
    writeFileSync(path.join(root, moved, 'playground-dark-chromium-linux.png'), png(20));
    expect(rewrittenShots(root).map((c) => `${c.kind} ${c.reference}`)).toEqual([`rewritten ${moved}/playground-dark-chromium-linux.png`]);
  });

  it('lists every baseline when there is nothing to review', async () => {
    const { file, changes, baselines } = await writeReport(root, rewrittenShots(root), names);
    expect([changes, baselines]).toEqual([0, 4]);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('Visual review: 0 changes to review');
    expect(html.match(/<li id=/g)).toHaveLength(4);
    expect(html).toContain('src="../../src/sections/Header/__screenshots__/Header.stories.tsx/playground-dark-chromium-linux.png"');
  });
});

describe('groupOf', () => {
  it('names a section or a story folder', () => {
    expect(groupOf('src/sections/PricingTabs/PricingTabs.stories.tsx')).toBe('Sections/PricingTabs');
    expect(groupOf('stories/Pages/HomeFormation.stories.tsx')).toBe('Pages/HomeFormation');
  });
});
