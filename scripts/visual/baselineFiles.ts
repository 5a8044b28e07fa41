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
 * A picture the browser tester encoded itself (pngjs: 8-bit RGBA, PNG colour type 6). A screenshot is
 * opaque, so the lossless optimizer turns it into RGB, grey or a palette: a baseline still in RGBA
 * has not been through it. The tester also keeps Chromium's own PNG, in RGB, which the file alone does
 * not tell from an optimized one; the optimizer takes every picture a run wrote by its time instead
 * (optimizeBaselines.ts). Reads the colour type from the IHDR chunk (byte 25).
 */
export function writtenByTester(png: Buffer) {
  return png.length > 25 && png.toString('latin1', 12, 16) === 'IHDR' && png[25] === 6;
}
