import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readCsf } from 'storybook/internal/csf-tools';
import { screenshotName } from '../../.storybook/visual/screenshotName';
import { reviewWidths } from '../../src/theme/tokens';
import { baselineFiles } from './baselineFiles';

export type Width = keyof typeof reviewWidths | 'part';

/** One committed screenshot, read back to the story and test that writes it. */
export interface Baseline {
  /** Relative to the project, with forward slashes. */
  file: string;
  storyFile: string;
  /** The story's name in its file ("Mobile Menu Open"), or the picture's stem when no story takes it. */
  story: string;
  /** The stem of the story's pictures ("mobile-menu-open"). */
  stem: string;
  /** The picture's name before its scheme: the stem, with the width when the story asks for one ("arabic-phone"). */
  shot: string;
  /** The review width it was taken at; `part` for a picture cropped to a part (`visual.selector`). */
  width: Width;
  scheme: 'light' | 'dark';
  /** The `<browser>-<platform>` Vitest puts in the name ("chromium-linux"). */
  suffix: string;
  pixels: { width: number; height: number };
  bytes: number;
}

export interface Orphan {
  file: string;
  why: string;
}

/** `<stem>[-<width>]-<scheme>-<browser>-<platform>.png`, as checkBothSchemes.ts names a picture. */
const namePattern = /^(.+)-(light|dark)-([a-z0-9]+-[a-z0-9]+)\.png$/;
const widthSuffix = new RegExp(`^(.+)-(${Object.keys(reviewWidths).join('|')})$`);

const posix = (file: string) => file.split(path.sep).join('/');

/** Width and height from the PNG's IHDR chunk. */
function pngSize(file: string) {
  const head = readFileSync(file).subarray(0, 24);
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

function widthOf(pixels: number): Width {
  return (Object.entries(reviewWidths).find(([, value]) => value === pixels)?.[0] as Width | undefined) ?? 'part';
}

/**
 * The story names of a story file, by the stem of their pictures ("mobile-menu-open" → "Mobile Menu
 * Open"), read statically with Storybook's own CSF parser (the names the test runner gives the tests).
 */
async function storiesByStem(storyFile: string) {
  const csf = (await readCsf(storyFile, { makeTitle: (title) => title ?? path.basename(storyFile) })).parse();
  return new Map(csf.stories.map((story) => [screenshotName(story.name ?? story.id), story.name ?? story.id]));
}

/**
 * Every screenshot baseline with the story that writes it, and every one that no story takes: its
 * story file is gone, no story of that file has its name (a story renamed or deleted), or its file
 * name is not one a screenshot gets.
 */
export async function indexBaselines(root: string): Promise<{ baselines: Baseline[]; orphans: Orphan[] }> {
  const stories = new Map<string, Map<string, string> | null>();
  const baselines: Baseline[] = [];
  const orphans: Orphan[] = [];
  for (const absolute of baselineFiles(root).sort()) {
    const file = posix(path.relative(root, absolute));
    const shotDir = path.dirname(file);
    // <story dir>/__screenshots__/<story file name>/<picture>
    const storyFile = posix(path.join(path.dirname(path.dirname(shotDir)), path.basename(shotDir)));
    const match = namePattern.exec(path.basename(file));
    if (!match || path.basename(path.dirname(shotDir)) !== '__screenshots__') {
      orphans.push({ file, why: 'not named as a story screenshot (<story>[-<width>]-<light|dark>-<browser>-<platform>.png)' });
      continue;
    }
    if (!stories.has(storyFile)) stories.set(storyFile, existsSync(path.join(root, storyFile)) ? await storiesByStem(path.join(root, storyFile)) : null);
    const names = stories.get(storyFile);
    if (!names) {
      orphans.push({ file, why: `its story file ${storyFile} is gone` });
      continue;
    }
    const [, full, scheme, suffix] = match;
    const sized = widthSuffix.exec(full);
    const pixels = pngSize(absolute);
    const [stem, width] = names.has(full) ? [full, widthOf(pixels.width)] : sized && names.has(sized[1]) ? [sized[1], sized[2] as Width] : [full, undefined];
    if (!width) {
      orphans.push({ file, why: `no story of ${storyFile} is named "${full}" (renamed or deleted?)` });
      continue;
    }
    baselines.push({ file, storyFile, story: names.get(stem)!, stem, shot: full, width, scheme: scheme as 'light' | 'dark', suffix, pixels, bytes: statSync(absolute).size });
  }
  return { baselines, orphans };
}

/** What the baselines weigh, in bytes, and how many there are: read from the tree, never written down. */
export function baselineWeight(root: string) {
  const files = baselineFiles(root);
  return { files: files.length, bytes: files.reduce((sum, file) => sum + statSync(file).size, 0) };
}
