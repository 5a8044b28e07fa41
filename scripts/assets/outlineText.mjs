/**
 * Text drawn into generated artwork as outlines, in the site's own Inter (the @fontsource files the
 * site ships), so an image never depends on the fonts of the machine that shows or generates it:
 * an SVG in an <img> cannot use the page's web fonts, and a rasteriser uses whatever is installed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const fontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/@fontsource/inter/files');
const fonts = new Map();

function inter(weight) {
  if (!fonts.has(weight)) {
    const buf = readFileSync(path.join(fontDir, `inter-latin-${weight}-normal.woff`));
    fonts.set(weight, opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)));
  }
  return fonts.get(weight);
}

const round = (n) => Math.round(n * 100) / 100;

/**
 * The SVG path data of `text` set on the baseline at (x, y). Glyphs are placed one by one with the
 * font's kerning: opentype.js's own shaping stops at a contextual substitution Inter uses.
 * `letterSpacing` is in user units, added after every glyph as SVG's letter-spacing does.
 */
export function textPathData(text, { x, y, size, weight = 400, anchor = 'start', letterSpacing = 0 }) {
  const font = inter(weight);
  const scale = size / font.unitsPerEm;
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  const advances = glyphs.map((glyph, i) => {
    const kern = i + 1 < glyphs.length ? font.getKerningValue(glyph, glyphs[i + 1]) : 0;
    return (glyph.advanceWidth + kern) * scale + letterSpacing;
  });
  const width = advances.reduce((sum, a) => sum + a, 0);
  let pen = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const parts = glyphs.map((glyph, i) => {
    const d = glyph.getPath(round(pen), y, size).toPathData(2);
    pen += advances[i];
    return d;
  });
  return parts.filter(Boolean).join('');
}

/** A `<path>` standing where `<text>` would, with the given presentation attributes (fill, opacity…). */
export function outlinedText(text, options, attributes = '') {
  return `<path d="${textPathData(text, options)}" ${attributes}/>`;
}
