import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The prerendered page is whole without scripts, so the scripts that bring it to life must not
 * compete with what the visitor sees first (the stylesheet, the hero image, the fonts) on a slow
 * connection: their preloads are fetched at low priority.
 */
export function deprioritizeModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** Applies `edit` to every HTML file under `dir`. */
export function rewriteHtmlFiles(dir: string, edit: (html: string) => string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') count += rewriteHtmlFiles(full, edit);
    } else if (entry.name.endsWith('.html')) {
      writeFileSync(full, edit(readFileSync(full, 'utf8')));
      count += 1;
    }
  }
  return count;
}
