// node scripts/fonts/subsetArabic.mjs: writes src/theme/fonts/noto-sans-arabic-core-<weight>.woff2.
// @fontsource's Arabic files cover every Arabic block (African and Quranic letters, presentation
// forms), 49-53 kB each; the site's Arabic pages use the core Arabic block only. Cut to it with
// HarfBuzz's subsetter (which keeps every contextual form and mark the kept letters reach), each
// weight is about 21 kB: 90 kB less for an Arabic visitor's first screen. Run again after
// upgrading @fontsource/noto-sans-arabic; src/theme/fonts/arabicSubset.test.ts checks the files
// are what this makes and cover every Arabic character the content uses.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The code points kept, as the CSS unicode-range of src/theme/fonts/arabic.css states them. */
export const arabicCoreRanges = [
  [0x0600, 0x06ff], // Arabic: letters, marks, Arabic-Indic digits, punctuation
  [0x200c, 0x200f], // joiners and direction marks
  [0x2010, 0x2011], // hyphens
];

export const arabicWeights = [400, 600, 700];

export const subsetPath = (weight) => path.join(root, `src/theme/fonts/noto-sans-arabic-core-${weight}.woff2`);

export function subsetArabic(weight) {
  const source = readFileSync(path.join(root, `node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`));
  const text = arabicCoreRanges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
  return subsetFont(source, text, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const weight of arabicWeights) {
    const font = await subsetArabic(weight);
    writeFileSync(subsetPath(weight), font);
    console.log(`${path.relative(root, subsetPath(weight))}: ${(font.length / 1024).toFixed(1)} kB`);
  }
}
