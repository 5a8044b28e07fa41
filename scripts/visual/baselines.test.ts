import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselineFiles, writtenByTester } from './baselineFiles';
import { baselineWeight } from './baselineIndex';

const root = path.resolve(import.meta.dirname, '../..');
const files = baselineFiles(root);

/**
 * The screenshot baselines are most of the repository's weight, and every redraw adds its files to
 * the history again. Budgets on what is committed; `optimizeBaselines.ts` keeps each redraw small.
 */
const budget = {
  /**
   * All baselines together, in bytes (201 MB in 606 files before the optimizer and
   * capturedSchemes.ts). Today's figure is read from the tree and printed by this test and the
   * visual report's heading, never written down.
   */
  // 60 MB until the launch plan: its section photographs a whole dated plan at desktop, phone and
  // Arabic phone widths (1.6 MB), and the three tools' results grew by their line to it. Its other
  // states are checked by their plays, not photographed.
  bytes: 64_000_000,
};

describe('screenshot baselines', () => {
  it(`weigh at most ${budget.bytes / 1e6} MB together`, () => {
    const { bytes, files: count } = baselineWeight(root);
    const figure = `${count} baselines weigh ${(bytes / 1e6).toFixed(2)} MB of the ${budget.bytes / 1e6} MB budget`;
    console.log(figure);
    expect(bytes, figure).toBeLessThanOrEqual(budget.bytes);
  });

  it('are optimized losslessly as the update command writes them', () => {
    const raw = files.filter((file) => writtenByTester(readFileSync(file))).map((file) => path.relative(root, file));
    expect(raw, 'baselines as the tester wrote them, not optimized (run npm test once more: its optimizer recompresses what a run writes)').toEqual([]);
  });

  it('show every section in dark at least once', () => {
    // capturedSchemes.ts photographs a section's first story in dark, its other states in light.
    const folders = new Map<string, boolean>();
    for (const file of files.filter((f) => path.relative(root, f).startsWith(`src${path.sep}sections${path.sep}`))) {
      const folder = path.dirname(path.relative(root, file));
      folders.set(folder, (folders.get(folder) ?? false) || file.endsWith('-dark-chromium-linux.png'));
    }
    const lightOnly = [...folders].filter(([, dark]) => !dark).map(([folder]) => folder);
    expect(folders.size).toBeGreaterThan(40);
    expect(lightOnly, 'story files with no dark picture: give their first story visual.schemes').toEqual([]);
  });
});
