import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { losslessCompressPng } from '@napi-rs/image';
import { baselineFiles, writtenByTester } from './baselineFiles';

/**
 * Recompresses, without changing a pixel, every baseline the browser tester wrote since `since` (a
 * time in ms; by default every one it wrote, whenever), with oxipng through @napi-rs/image: about
 * 0.6-0.7 of the bytes, and so of what each redraw adds to the repository's history. Baselines
 * already optimized are left alone, so a run that rewrote three pictures optimizes three. Returns
 * the files it rewrote.
 */
export async function optimizeBaselines(root: string, since = 0) {
  const written = baselineFiles(root).filter((file) => statSync(file).mtimeMs >= since && writtenByTester(readFileSync(file)));
  for (const file of written) {
    const original = readFileSync(file);
    writeFileSync(file, await losslessCompressPng(original));
  }
  return written;
}
