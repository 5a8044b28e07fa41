// Finds the browser for the browser tests before `npm test` starts them, or says in one line how to
// point at one. It installs nothing: .ci/run installs Debian's chromium on CI.
import { execFileSync } from 'node:child_process';
import { findChromium, howToPointAtChromium } from './chromium.mjs';

const found = findChromium();
if (!found.path) {
  console.error(`No browser for the tests (${found.from}): ${howToPointAtChromium}.`);
  process.exit(1);
}
// execFile, not a shell: a path with spaces is one argument as it is.
console.log(`browser: ${execFileSync(found.path, ['--version'], { encoding: 'utf8' }).trim()} (${found.path}, from ${found.from})`);
