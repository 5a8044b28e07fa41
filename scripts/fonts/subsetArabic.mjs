// node scripts/fonts/subsetArabic.mjs: writes the Arabic pages' two font files,
// src/theme/fonts/noto-sans-arabic-core-wght.woff2 and noto-sans-arabic-latin-wght.woff2, and the
// stylesheet that declares them with the code points each holds, src/theme/fonts/arabic.css.
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

/** The code points kept: the Arabic file's, and its unicode-range in arabic.css. */
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

export const cssPath = path.join(root, 'src/theme/fonts/arabic.css');

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');
/** A range list as CSS writes it: `U+060C, U+061F-0652`. */
export const unicodeRange = (ranges) => ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

/** The weights the site sets text in, each a face of its own (why: the stylesheet's comment). */
export const faceWeights = [400, 600, 700];

const cssComment = `/*
 * Written by scripts/fonts/subsetArabic.mjs, from the ranges it cuts the two files to: change it there.
 *
 * Noto Sans Arabic for the Arabic pages (and the language menu's "العربية"), self-hosted from
 * @fontsource-variable, cut to the letters, marks, digits and punctuation of Modern Standard Arabic and weights 400-700 by
 * scripts/fonts/subsetArabic.mjs (a letter outside it, say one a visitor types, is drawn by the
 * system's font). The unicode-range is the Arabic script's, so a browser fetches the file only for a
 * page that shows Arabic letters: every other page pays for these rules and nothing more.
 *
 * The family's Latin file, cut the same way, draws the Latin words of an Arabic page: there the
 * font stack puts this family first (src/theme/typography.ts), so two files of about 18 kB draw the
 * whole page in every weight. Elsewhere Inter comes first and has every Latin letter, so this file
 * is never fetched.
 *
 * One file, fetched once, behind three faces of one weight each rather than one face of 400 700:
 * a weight between them (500) then falls back to 400 exactly as it does in Inter, which ships
 * static 400, 600 and 700, so Arabic and Latin words in one line keep the same weight.
 */`;

/** src/theme/fonts/arabic.css: every weight of each cut, declared with the code points the cut holds. */
export function arabicFontCss() {
  const face = (file, ranges) => (weight) =>
    `@font-face {\n  font-family: 'Noto Sans Arabic';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n  src: url('./${path.basename(file)}') format('woff2');\n  unicode-range: ${unicodeRange(ranges)};\n}\n`;
  const faces = [...faceWeights.map(face(subsetPath, arabicCoreRanges)), ...faceWeights.map(face(latinSubsetPath, latinRanges))];
  return `${cssComment}\n${faces.join('')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, font] of [
    [subsetPath, await subsetArabic()],
    [latinSubsetPath, await subsetArabicLatin()],
  ]) {
    writeFileSync(file, font);
    console.log(`${path.relative(root, file)}: ${(font.length / 1024).toFixed(1)} kB`);
  }
  writeFileSync(cssPath, arabicFontCss());
  console.log(path.relative(root, cssPath));
}
