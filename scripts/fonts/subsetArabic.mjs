// node scripts/fonts/subsetArabic.mjs: writes the Arabic pages' two font files,
// src/theme/fonts/noto-sans-arabic-core-wght.woff2 and noto-sans-arabic-latin-wght.woff2.
// @fontsource's Arabic files cover every Arabic block (African and Quranic letters, presentation
// forms), 49-53 kB per weight. The site's Arabic pages write Modern Standard Arabic only, in three
// weights (400, 600, 700): its 36 letters, the short-vowel marks, Arabic-Indic digits and Arabic
// punctuation. Cut from the variable font to those and to weights 400-700 with HarfBuzz's
// subsetter (which keeps every contextual form and mark the kept letters reach), one file of about
// 18 kB draws all three: less than a third of three static cuts (66 kB), and half the whole
// core Arabic block (37 kB, whose Persian, Urdu and Quranic letters no page shows), on an Arabic
// visitor's first screen, where every byte is taken from the hero image. Run again after upgrading
// @fontsource-variable/noto-sans-arabic; scripts/fonts/subsetArabic.test.ts checks the files are
// what this makes and cover every character the Arabic content uses.
//
// The Latin words among the Arabic (LLC, IRS, EIN, names, figures, the brand name in bold) come
// from the same family's Latin file, cut to weights 400-700 as well: about 17 kB for every weight,
// where Inter would be three files of 24 kB, two of them found only once the page is laid out, late
// on a slow line and ahead of the hero image (Lighthouse's /ar/ LCP). Noto Sans Arabic's Latin is
// drawn to sit beside its Arabic, so a mixed line is one design.
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

/** The Latin the Arabic pages write, as @fontsource cuts its "latin" files (the same range as Inter's). */
export const latinRanges = [
  [0x0000, 0x00ff], // Basic Latin and Latin-1: letters, digits, punctuation, « », §, no-break space
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f], // General Punctuation: dashes, quotes, the ellipsis, isolates
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export const latinSubsetPath = path.join(root, 'src/theme/fonts/noto-sans-arabic-latin-wght.woff2');

const textOf = (ranges) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
const cut = (file, ranges) =>
  subsetFont(readFileSync(path.join(root, 'node_modules/@fontsource-variable/noto-sans-arabic/files', file)), textOf(ranges), { targetFormat: 'woff2', variationAxes: { wght: arabicWeights } });

export const subsetArabicLatin = () => cut('noto-sans-arabic-latin-wght-normal.woff2', latinRanges);

export function subsetArabic() {
  return cut('noto-sans-arabic-arabic-wght-normal.woff2', arabicCoreRanges);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, font] of [
    [subsetPath, await subsetArabic()],
    [latinSubsetPath, await subsetArabicLatin()],
  ]) {
    writeFileSync(file, font);
    console.log(`${path.relative(root, file)}: ${(font.length / 1024).toFixed(1)} kB`);
  }
}
