/**
 * The only fonts a browser test may draw with: the Inter and Noto Sans Arabic the site ships. Every Chromium the tests
 * start gets this fontconfig setup (FONTCONFIG_FILE), so a page renders alike on any machine,
 * whatever fonts it has installed. Chromium draws no text at all from WOFF files handed to it as
 * platform fonts, so the @fontsource WOFF files are unpacked to plain TrueType once, in
 * node_modules/.cache; fontconfig needs the absolute paths this writes.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sources = ['inter', 'noto-sans-arabic'].map((name) => path.join(root, `node_modules/@fontsource/${name}/files`));
const envDir = path.join(root, 'node_modules/.cache/site-fonts');
/** The weights the site uses, upright: Inter in every script subset, Noto Sans Arabic in Arabic. */
const shipped = /^(inter-[a-z-]+|noto-sans-arabic-arabic)-(400|600|700)-normal\.woff$/;

/**
 * How glyphs are rasterised, stated rather than taken from the machine's /etc/fonts: Debian's
 * defaults (grey antialiasing, slight hinting), which the screenshot baselines were drawn with.
 */
const renderSettings = [
  ['antialias', '<bool>true</bool>'],
  ['hinting', '<bool>true</bool>'],
  ['hintstyle', '<const>hintslight</const>'],
  ['rgba', '<const>none</const>'],
  ['lcdfilter', '<const>lcddefault</const>'],
  ['embeddedbitmap', '<bool>false</bool>'],
]
  .map(([name, value]) => `<edit name="${name}" mode="assign">${value}</edit>`)
  .join('');

/** WOFF 1.0 (zlib-compressed tables) to the TrueType file it wraps. */
export function woffToTtf(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const pad = (n) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, t) => sum + pad(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(out, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad(table.data.length);
  });
  return out;
}

/** @returns {{ FONTCONFIG_FILE: string }} the environment that points fontconfig at the site's fonts */
export function siteFontEnv() {
  const fontDir = path.join(envDir, 'fonts');
  const cacheDir = path.join(envDir, 'cache');
  mkdirSync(fontDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  for (const sourceDir of sources) {
    for (const name of readdirSync(sourceDir).filter((n) => shipped.test(n))) {
      const target = path.join(fontDir, name.replace(/\.woff$/, '.ttf'));
      if (!existsSync(target)) writeFileSync(target, woffToTtf(readFileSync(path.join(sourceDir, name))));
    }
  }
  const file = path.join(envDir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fontDir}</dir>
  <cachedir>${cacheDir}</cachedir>
  <match target="pattern">${renderSettings}</match>
</fontconfig>
`,
  );
  return { FONTCONFIG_FILE: file };
}
