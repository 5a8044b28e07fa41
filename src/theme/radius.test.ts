import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { radius, rounded } from './tokens';

const roots = ['src/sections', 'src/components'];

/** Every non-story source file under a folder; stories may draw their own samples. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// A radius written as a number or a quoted length (3, 1.5, '12px', '50%', `8px`): in sx a bare number is a
// multiple of theme.shape.borderRadius, so such values drift off the scale without anyone noticing.
const raw = /\bborder\w*Radius\s*:\s*['"`]?[\d.]/;

describe('radius tokens', () => {
  it('sections and components take their corner radii from the radius scale', () => {
    const offenders = roots.flatMap(sources).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (raw.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders, `Raw borderRadius values; use rounded('…') from src/theme/tokens:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('gives sx a CSS length it uses as is', () => {
    expect(rounded('xxxl')).toBe(`${radius.xxxl}px`);
    expect(rounded('round')).toBe('50%');
  });
});
