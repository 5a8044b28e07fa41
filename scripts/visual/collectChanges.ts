import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** One screenshot of one story in one scheme that a reviewer should look at. */
export interface ShotChange {
  kind: 'differs' | 'rewritten' | 'new';
  /** The story file, relative to the project ("src/sections/Header/Header.stories.tsx"). */
  storyFile: string;
  /** The file-name stem of the story's screenshots ("mobile-menu-open"). */
  stem: string;
  scheme: 'light' | 'dark';
  /** The committed or written baseline, relative to the project. */
  reference: string;
  /** differs: what this run saw, and vitest's diff image (absolute paths under .vitest/attachments). */
  actual?: string;
  diff?: string;
}

const shotPattern = /^(.+)-(light|dark)-(actual-)?([a-z0-9]+-[a-z0-9]+)\.png$/;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/**
 * Screenshots this run found different from their baseline: vitest writes what it saw and a diff to
 * `.vitest/attachments/<story file>/<stem>-<scheme>-actual-<browser>-<platform>.png`, beside
 * `<stem>-<scheme>-diff-…`; the baseline is `<story dir>/__screenshots__/<story file name>/<stem>-<scheme>-<browser>-<platform>.png`.
 */
export function differingShots(root: string, since: number): ShotChange[] {
  const attachments = path.join(root, '.vitest/attachments');
  return walk(attachments).flatMap((file): ShotChange[] => {
    const match = shotPattern.exec(path.basename(file));
    if (!match || !match[3] || statSync(file).mtimeMs < since) return [];
    const [, stem, scheme, , suffix] = match;
    const storyFile = path.relative(attachments, path.dirname(file));
    const reference = path.join(path.dirname(storyFile), '__screenshots__', path.basename(storyFile), `${stem}-${scheme}-${suffix}.png`);
    const diff = path.join(path.dirname(file), `${stem}-${scheme}-diff-${suffix}.png`);
    return [{ kind: 'differs', storyFile, stem, scheme: scheme as 'light' | 'dark', reference, actual: file, diff: existsSync(diff) ? diff : undefined }];
  });
}

/** Whether the file at `file` is byte for byte what the last commit holds at `committed`. */
function sameAsCommitted(root: string, committed: string, file: string) {
  try {
    const before = execFileSync('git', ['show', `HEAD:${committed}`], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return before.equals(readFileSync(path.join(root, file)));
  } catch {
    return false;
  }
}

/** Baselines that differ from the last commit: rewritten by `npm run test:update`, or new. */
export function rewrittenShots(root: string): ShotChange[] {
  let status: string;
  try {
    status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', '*__screenshots__*.png'], { cwd: root, encoding: 'utf8' });
  } catch {
    return [];
  }
  return status.split('\n').flatMap((line): ShotChange[] => {
    const code = line.slice(0, 2);
    // A staged `git mv` reads "old -> new": the baseline now lives at the new path.
    const [movedFrom, reference = movedFrom] = line.slice(3).trim().split(' -> ');
    const match = shotPattern.exec(path.basename(reference));
    if (!reference || !match || match[3] || code.includes('D')) return [];
    // Moved with its story and not redrawn: nothing to review.
    if (code.startsWith('R') && sameAsCommitted(root, movedFrom, reference)) return [];
    const shotDir = path.dirname(reference);
    const storyFile = path.join(path.dirname(path.dirname(shotDir)), path.basename(shotDir));
    return [{ kind: code === '??' || code.includes('A') ? 'new' : 'rewritten', storyFile, stem: match[1], scheme: match[2] as 'light' | 'dark', reference }];
  });
}
