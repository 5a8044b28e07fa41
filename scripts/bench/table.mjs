/**
 * A plain-text table: the first column (the first `left` columns) left-aligned, the others
 * right-aligned.
 */
export function formatTable(header, rows, { left = 1 } = {}) {
  const widths = header.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i < left ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The middle of the runs (sorted here, so any order will do). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The lowest and highest of the runs, so a median is read with its range. */
export const spread = (values, format = (v) => String(Math.round(v))) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
