import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildFolders } from './siteBuild.mjs';
import { projectRoot } from '../server/config.mjs';

/**
 * Every file under a folder with its size and modification time, or null when there is no folder:
 * enough to see a build written into it, byte for byte or not.
 */
export function folderState(dir: string): string[] | null {
  if (!existsSync(dir)) return null;
  const files: string[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else {
        const stat = statSync(path.join(dir, rel));
        files.push(`${rel} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  walk('');
  return files.sort();
}

/** What differs between two states, a few files named. */
export function stateChange(before: string[] | null, after: string[] | null): string | null {
  if (before === null && after === null) return null;
  if (before === null) return `it was made (${after?.length} files)`;
  if (after === null) return 'it was removed';
  const was = new Set(before);
  const is = new Set(after);
  const changed = [...after.filter((line) => !was.has(line)), ...before.filter((line) => !is.has(line))].map((line) => line.split(' ')[0]);
  if (!changed.length) return null;
  return `${new Set(changed).size} files changed, e.g. ${[...new Set(changed)].slice(0, 3).join(', ')}`;
}

/**
 * For the whole run (vitest.config.ts): the user's build/, which `npm run serve` publishes, is as the
 * run found it at the end. The tests build into test-build/ (scripts/siteBuild.mjs); a run that
 * wrote into build/ fails here.
 */
export default function setup() {
  const dir = path.join(projectRoot, buildFolders.site);
  const before = folderState(dir);
  return () => {
    const change = stateChange(before, folderState(dir));
    if (!change) return;
    // Vitest reports an error thrown here but still exits 0, so the run's exit code is set instead.
    console.error(`\nThe test run changed the user's build in ${dir}: ${change}. Tests build into ${buildFolders.tests}/ (or an \`npm run build\` ran beside the tests).`);
    process.exitCode = 1;
  };
}
