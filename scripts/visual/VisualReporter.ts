import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { comparesScreenshots, otherPlatformNote } from '../../.storybook/visual/baselinePlatform';
import { screenshotName } from '../../.storybook/visual/screenshotName';
import { differingShots, rewrittenShots } from './collectChanges';
import { writeReport } from './writeReport';

/**
 * After every run (`npm test`, `npm run test:update`), writes reports/visual/index.html: every
 * baseline to browse, and the stories whose screenshots differ or whose baselines were rewritten, for
 * review in a browser. Prints its path.
 */
export default class VisualReporter implements Reporter {
  private root = process.cwd();
  private started = Date.now();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
    this.started = Date.now();
    if (!comparesScreenshots(process.platform)) console.log(otherPlatformNote(process.platform));
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const storyNames = new Map<string, string>();
    for (const module of testModules) {
      // Browser projects are named with their browser: "storybook (chromium)".
      if (!module.project.name.startsWith('storybook')) continue;
      const storyFile = path.relative(this.root, module.moduleId);
      for (const test of module.children.allTests()) storyNames.set(`${storyFile}\0${screenshotName(test.name)}`, test.name);
    }
    if (storyNames.size === 0) return;
    const changes = [...differingShots(this.root, this.started), ...rewrittenShots(this.root)];
    const report = await writeReport(this.root, changes, storyNames);
    console.log(`\nvisual report: ${path.relative(this.root, report.file)} (${report.baselines} baselines; ${report.changes} ${report.changes === 1 ? 'change' : 'changes'} to review)`);
  }
}
