import { readFileSync } from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { woffToTtf } from './fontEnv.mjs';

const woffPath = path.resolve(__dirname, '../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff');
const parse = (buf: Buffer) => opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);

describe('woffToTtf', () => {
  it('unpacks the site font into a TrueType file with the same glyphs and names', () => {
    const woff = readFileSync(woffPath);
    const ttf = woffToTtf(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    const [from, to] = [parse(woff), parse(ttf)];
    expect(to.numGlyphs).toBe(from.numGlyphs);
    expect(to.getEnglishName('fontFamily')).toMatch(/^Inter/);
    expect(to.charToGlyph('A').path.toPathData(2)).toBe(from.charToGlyph('A').path.toPathData(2));
  });

  it('refuses anything that is not WOFF 1.0', () => {
    expect(() => woffToTtf(Buffer.from('wOF2 and more bytes than a header needs, padded out to forty-four'))).toThrow(/WOFF 1.0/);
  });
});
