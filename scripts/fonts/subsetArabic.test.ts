import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arabicCoreRanges, arabicFontCss, arabicWeights, cssPath, faceWeights, latinRanges, latinSubsetPath, subsetArabic, subsetArabicLatin, subsetPath, unicodeRange } from './subsetArabic.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const within = (ranges: number[][]) => (codePoint: number) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
const inCore = within(arabicCoreRanges);
const inLatin = within(latinRanges);

/** Each @font-face of arabic.css: its weight, the file it points at and its unicode-range. */
function declaredFaces() {
  const css = readFileSync(cssPath, 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    weight: Number(/font-weight:\s*(\d+)/.exec(body)?.[1]),
    file: /url\('\.\/([^']+)'\)/.exec(body)?.[1],
    range: /unicode-range:\s*([^;]+);/.exec(body)?.[1].trim(),
  }));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : /\.(ts|json)$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

describe('the Arabic font the site ships', () => {
  it(`is the core-Arabic cut of @fontsource's variable file, weights ${arabicWeights.min}-${arabicWeights.max} (scripts/fonts/subsetArabic.mjs)`, async () => {
    const made = Buffer.from(await subsetArabic());
    expect(made.equals(readFileSync(subsetPath)), 'run node scripts/fonts/subsetArabic.mjs').toBe(true);
    // HarfBuzz's subsetter takes seconds on a busy machine.
  }, 30_000);

  it(`has the Latin cut of the same family, weights ${arabicWeights.min}-${arabicWeights.max}, for the Latin words among the Arabic`, async () => {
    const made = Buffer.from(await subsetArabicLatin());
    expect(made.equals(readFileSync(latinSubsetPath)), 'run node scripts/fonts/subsetArabic.mjs').toBe(true);
  }, 30_000);

  it('is declared by arabic.css as subsetArabic.mjs writes it', () => {
    expect(readFileSync(cssPath, 'utf8'), 'run node scripts/fonts/subsetArabic.mjs').toBe(arabicFontCss());
  });

  it(`declares each cut for ${faceWeights.join(', ')} with the very code points the cut holds`, () => {
    const expected = [
      { file: path.basename(subsetPath), range: unicodeRange(arabicCoreRanges) },
      { file: path.basename(latinSubsetPath), range: unicodeRange(latinRanges) },
    ].flatMap((cut) => faceWeights.map((weight) => ({ weight, ...cut })));
    expect(declaredFaces()).toEqual(expected);
  });

  it('draws every character of the Arabic pages from its two cuts, so they never fetch Inter', () => {
    const file = path.join(root, 'src/messages/ar.json');
    const outside = new Set<string>();
    for (const char of readFileSync(file, 'utf8')) {
      const codePoint = char.codePointAt(0)!;
      if (!inCore(codePoint) && !inLatin(codePoint)) outside.add(`${char} U+${codePoint.toString(16).toUpperCase()}`);
    }
    expect([...outside]).toEqual([]);
  });

  it('draws every Arabic letter the Arabic pages and the language menu show', () => {
    const sources = [...filesUnder(path.join(root, 'src/messages')), path.join(root, 'src/locale/locales.json')];
    const outside = new Set<string>();
    for (const file of sources) {
      for (const char of readFileSync(file, 'utf8').match(/\p{Script=Arabic}/gu) ?? []) {
        if (!inCore(char.codePointAt(0)!)) outside.add(`U+${char.codePointAt(0)!.toString(16).toUpperCase()} in ${path.relative(root, file)}`);
      }
    }
    expect([...outside]).toEqual([]);
  });
});
