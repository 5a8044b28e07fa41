import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold stories, and so their `__screenshots__` baselines. */
const storyRoots = ['src', 'stories'];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every screenshot baseline of the project, absolute paths. */
export function baselineFiles(root: string) {
  return storyRoots.flatMap((dir) => walk(path.join(root, dir))).filter((file) => file.endsWith('.png') && file.split(path.sep).includes('__screenshots__'));
}

/**
 * The browser tester writes every screenshot as 8-bit RGBA (PNG colour type 6). A screenshot is
 * opaque, so the lossless optimizer always turns it into RGB, grey or a palette: a baseline still in
 * RGBA has not been through it. Reads the colour type from the IHDR chunk (byte 25).
 */
export function writtenByTester(png: Buffer) {
  return png.length > 25 && png.toString('latin1', 12, 16) === 'IHDR' && png[25] === 6;
}
