import type { CSSProperties } from 'react';

/**
 * Font sizes of the theme's type variants as the browser resolves them at a given window width:
 * a plain length (`1.25rem`), a fluid `clamp(min, a vw + b rem, max)`, and the `@media (min-width)`
 * keys MUI's `responsiveFontSizes` adds to a variant. Read from the theme, never written here.
 */

export type VariantStyle = CSSProperties & Record<string, unknown>;

/** A linear length in px: `perWidth` px per px of window width plus `fixed` px. */
interface Linear {
  perWidth: number;
  fixed: number;
}

/** Splits at the commas of the outermost level: `clamp(a, calc(b, c), d)` -> `a`, `calc(b, c)`, `d`. */
function splitArgs(inner: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i += 1) {
    if (inner[i] === '(') depth += 1;
    else if (inner[i] === ')') depth -= 1;
    else if (inner[i] === ',' && depth === 0) {
      parts.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(inner.slice(start).trim());
  return parts;
}

/** `5vw + 1rem`, `2rem`, `14px` (or in calc()) as a linear length; null if it is anything else. */
function linear(expression: string, htmlFontSize: number): Linear | null {
  const text = expression.replace(/^calc\((.*)\)$/, '$1').trim();
  const term = /([+-]?)\s*(\d*\.?\d+)(vw|rem|px)\s*/gy;
  const result: Linear = { perWidth: 0, fixed: 0 };
  let matched = 0;
  for (let m = term.exec(text); m; m = term.exec(text)) {
    const value = Number(m[2]) * (m[1] === '-' ? -1 : 1);
    if (m[3] === 'vw') result.perWidth += value / 100;
    else result.fixed += m[3] === 'rem' ? value * htmlFontSize : value;
    matched = term.lastIndex;
  }
  return matched === text.length && matched > 0 ? result : null;
}

/** A font size as the theme writes it, as a function of window width; null if it is not one of the forms above. */
export function sizeFunction(fontSize: unknown, htmlFontSize: number): ((width: number) => number) | null {
  if (typeof fontSize === 'number') return () => fontSize;
  if (typeof fontSize !== 'string') return null;
  const clamp = /^clamp\((.*)\)$/.exec(fontSize.trim());
  if (clamp) {
    const [min, preferred, max] = splitArgs(clamp[1]).map((part) => linear(part, htmlFontSize));
    if (!min || !preferred || !max) return null;
    return (width) => Math.min(Math.max(min.fixed + min.perWidth * width, preferred.fixed + preferred.perWidth * width), max.fixed + max.perWidth * width);
  }
  const plain = linear(fontSize, htmlFontSize);
  return plain ? (width) => plain.fixed + plain.perWidth * width : null;
}

/** The window widths at which a fluid clamp() stops growing at its minimum and reaches its maximum. */
export function clampStops(fontSize: unknown, htmlFontSize: number) {
  if (typeof fontSize !== 'string') return null;
  const clamp = /^clamp\((.*)\)$/.exec(fontSize.trim());
  if (!clamp) return null;
  const [min, preferred, max] = splitArgs(clamp[1]).map((part) => linear(part, htmlFontSize));
  if (!min || !preferred || !max || preferred.perWidth === 0 || min.perWidth !== 0 || max.perWidth !== 0) return null;
  return {
    min: min.fixed,
    max: max.fixed,
    minUntil: (min.fixed - preferred.fixed) / preferred.perWidth,
    maxFrom: (max.fixed - preferred.fixed) / preferred.perWidth,
  };
}

/** The variant's own font size at a width, after any `@media (min-width: …)` keys that apply there. */
export function fontSizeAt(style: VariantStyle, width: number, htmlFontSize: number) {
  let fontSize: unknown = style.fontSize;
  const queries = Object.entries(style)
    .flatMap(([key, value]) => {
      const min = /^@media\s*\(min-width:\s*(\d+(?:\.\d+)?)px\)$/.exec(key);
      return min && value && typeof value === 'object' ? [{ from: Number(min[1]), value: value as VariantStyle }] : [];
    })
    .sort((a, b) => a.from - b.from);
  for (const query of queries) if (query.from <= width && query.value.fontSize !== undefined) fontSize = query.value.fontSize;
  return sizeFunction(fontSize, htmlFontSize)?.(width) ?? Number.NaN;
}

/** The breakpoints' ranges of window width: xs from 0 up to sm, …, the last one without end. */
export function breakpointRanges(values: Record<string, number>) {
  const sorted = Object.entries(values).sort((a, b) => a[1] - b[1]);
  return sorted.map(([name, from], i) => ({ name, from, to: sorted[i + 1]?.[1] ?? Number.POSITIVE_INFINITY }));
}

/** The sizes a variant takes at the two ends of a range of widths (sizes here only grow or shrink with width). */
export function sizeRange(style: VariantStyle, range: { from: number; to: number }, htmlFontSize: number) {
  // Just before the next breakpoint, whose own @media keys do not apply yet; past the widest one a
  // clamp() has long reached its maximum at this width.
  const end = Number.isFinite(range.to) ? range.to - 0.001 : 100_000;
  const [a, b] = [fontSizeAt(style, range.from, htmlFontSize), fontSizeAt(style, end, htmlFontSize)];
  return { smallest: Math.min(a, b), largest: Math.max(a, b) };
}
