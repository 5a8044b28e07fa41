const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' -> '24 Nov 2026' (fixed, so the prerendered page and the browser agree). */
export function shortDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${monthNames[month - 1]} ${year}`;
}
