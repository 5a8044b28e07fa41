import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselineFiles, writtenByTester } from './baselineFiles';

const root = path.resolve(import.meta.dirname, '../..');
const files = baselineFiles(root);

/**
 * The screenshot baselines are most of the repository's weight, and every redraw adds its files to
 * the history again. Budgets on what is committed; `optimizeBaselines.ts` keeps each redraw small.
 */
const budget = {
  /** All baselines together, in bytes (201 MB in 606 files before the optimizer and capturedSchemes.ts). */
  bytes: 106_000_000,
  /**
   * Baselines from before the optimizer, not yet recompressed: rewriting all of them at once would
   * be one submission too large to send, so they are recompressed in batches. Only ever lowered, to 0.
   */
  notYetOptimized: 244,
};

describe('screenshot baselines', () => {
  it(`weigh at most ${budget.bytes / 1e6} MB together`, () => {
    const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes, `${files.length} baselines weigh ${(bytes / 1e6).toFixed(1)} MB`).toBeLessThanOrEqual(budget.bytes);
  });

  it('are optimized losslessly as the update command writes them', () => {
    const raw = files.filter((file) => writtenByTester(readFileSync(file))).map((file) => path.relative(root, file));
    expect(raw.length, `baselines as the tester wrote them, not optimized (run npm test once more, or scripts/visual/optimizeBaselines.ts): ${raw.slice(0, 5).join(', ')}`).toBeLessThanOrEqual(
      budget.notYetOptimized,
    );
  });
});
