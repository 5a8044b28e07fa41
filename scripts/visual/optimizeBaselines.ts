import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { losslessCompressPng } from '@napi-rs/image';
import { baselineFiles } from './baselineFiles';

/**
 * Recompresses, without changing a pixel, every baseline written since `since` (a time in ms: the
 * run's start), with oxipng through @napi-rs/image: about 0.6-0.7 of the bytes, and so of what each
 * redraw adds to the repository's history. Taken by time, not by colour type: the tester writes
 * Chromium's own PNG, RGB for an opaque page, as well as pngjs's RGBA. A file is rewritten only when
 * the result is smaller, so an optimized one is left alone. Returns the files it rewrote.
 */
export async function optimizeBaselines(root: string, since: number) {
  const rewritten: string[] = [];
  for (const file of baselineFiles(root).filter((candidate) => statSync(candidate).mtimeMs >= since)) {
    const original = readFileSync(file);
    const optimized = await losslessCompressPng(original);
    if (optimized.length >= original.length) continue;
    writeFileSync(file, optimized);
    rewritten.push(file);
  }
  return rewritten;
}
