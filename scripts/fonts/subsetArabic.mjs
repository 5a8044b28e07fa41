// node scripts/fonts/subsetArabic.mjs: writes src/theme/fonts/noto-sans-arabic-core-wght.woff2.
// @fontsource's Arabic files cover every Arabic block (African and Quranic letters, presentation
// forms), 49-53 kB per weight. The site's Arabic pages write Modern Standard Arabic only, in three
// weights (400, 600, 700): its 36 letters, the short-vowel marks, Arabic-Indic digits and Arabic
// punctuation. Cut from the variable font to those and to weights 400-700 with HarfBuzz's
// subsetter (which keeps every contextual form and mark the kept letters reach), one file of about
// 18 kB draws all three: less than a third of three static cuts (66 kB), and half the whole
// core Arabic block (37 kB, whose Persian, Urdu and Quranic letters no page shows), on an Arabic
// visitor's first screen, where every byte is taken from the hero image. Run again after upgrading
// @fontsource-variable/noto-sans-arabic; scripts/fonts/subsetArabic.test.ts checks the file is
// what this makes and covers every Arabic character the content uses.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The code points kept, as the CSS unicode-range of src/theme/fonts/arabic.css states them. */
export const arabicCoreRanges = [
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061f, 0x0652], // question mark, the letters, tatweel, the short-vowel marks
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators
  [0x0670, 0x0670], // superscript alef
  [0x200c, 0x200f], // joiners and direction marks
  [0x2010, 0x2011], // hyphens
];

/** The weight axis kept: the site sets text in 400, 600 and 700. */
export const arabicWeights = { min: 400, max: 700 };

export const subsetPath = path.join(root, 'src/theme/fonts/noto-sans-arabic-core-wght.woff2');

export function subsetArabic() {
  const source = readFileSync(path.join(root, 'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'));
  const text = arabicCoreRanges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: arabicWeights } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetArabic();
  writeFileSync(subsetPath, font);
  console.log(`${path.relative(root, subsetPath)}: ${(font.length / 1024).toFixed(1)} kB`);
}
