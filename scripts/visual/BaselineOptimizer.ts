import path from 'node:path';
import type { Reporter, Vitest } from 'vitest/node';
import { optimizeBaselines } from './optimizeBaselines';

/**
 * After every run, optimizes the baselines it wrote (`npm run test:update`, or a new story's first
 * pictures), so what is committed is always the optimized file. `baselines.test.ts` fails on one
 * that was not.
 */
export default class BaselineOptimizer implements Reporter {
  private root = process.cwd();
  private started = Date.now();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
    this.started = Date.now();
  }

  async onTestRunEnd() {
    const files = await optimizeBaselines(this.root, this.started);
    if (files.length > 0) console.log(`\nbaselines optimized losslessly: ${files.map((file) => path.relative(this.root, file)).join(', ')}`);
  }
}
