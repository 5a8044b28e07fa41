import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(__dirname, '../../public');

function svgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return svgFiles(full);
    return entry.name.endsWith('.svg') ? [full] : [];
  });
}

// An SVG shown through <img> cannot use the page's web fonts: live text would be drawn in whatever
// the visitor's machine has, so every served SVG carries its words as outlines.
describe('served SVGs', () => {
  const files = svgFiles(publicDir);

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [path.relative(publicDir, file), file]))('%s has no live text', (_name, file) => {
    const svg = readFileSync(file, 'utf8');
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).not.toMatch(/font-family/);
  });
});
