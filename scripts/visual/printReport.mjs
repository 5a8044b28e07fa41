// Writes the visual report (reports/visual/index.html) from the tree as it is, without a test run:
// every baseline to browse, and every baseline rewritten or added since the last commit.
// Vite's module runner loads the TypeScript, as the tests do.
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const load = (file) => runnerImport(path.join(root, file), { configFile: false, logLevel: 'error' }).then(({ module }) => module);
const [{ writeReport }, { rewrittenShots }] = await Promise.all([load('scripts/visual/writeReport.ts'), load('scripts/visual/collectChanges.ts')]);
const report = await writeReport(root, rewrittenShots(root), new Map());
console.log(`visual report: ${path.relative(root, report.file)} (${report.baselines} baselines; ${report.changes} changes to review)`);
