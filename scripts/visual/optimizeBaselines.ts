import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { losslessCompressPng } from '@napi-rs/image';
import { baselineFiles, writtenByTester } from './baselineFiles';

/**
 * Recompresses, without changing a pixel, the baselines a run wrote, with oxipng through
 * @napi-rs/image: about 0.6-0.7 of the bytes, and so of what each redraw adds to the repository's
 * history. With `since` (a time in ms: the run's start), every baseline written since then, whatever
 * its colour type: the tester writes Chromium's own PNG, RGB for an opaque page, as often as an RGBA
 * one. Without it, every baseline still in the tester's RGBA. A file is rewritten only when the
 * result is smaller, so an optimized one is left alone. Returns the files it rewrote.
 */
export async function optimizeBaselines(root: string, since?: number) {
  const candidates = baselineFiles(root).filter((file) => (since === undefined ? writtenByTester(readFileSync(file)) : statSync(file).mtimeMs >= since));
  const rewritten: string[] = [];
  for (const file of candidates) {
    const original = readFileSync(file);
    const optimized = await losslessCompressPng(original);
    if (optimized.length >= original.length) continue;
    writeFileSync(file, optimized);
    rewritten.push(file);
  }
  return rewritten;
}
