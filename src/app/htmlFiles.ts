import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The type that holds React Router's bootstrap module until the page has loaded. */
export const pendingModuleType = 'text/x-module-after-load';

/** Chunks evaluated one task each before the bootstrap module: the framework (with the client entry), then MUI. */
const earlyChunk = /^\/assets\/(entry\.client|mui)-[\w-]+\.js$/;

/**
 * Once the page has loaded and painted: preloads the page's modules, evaluates the big shared chunks
 * one task each (short tasks keep the page responsive on a slow phone), then runs the bootstrap
 * module. A chunk that fails to load does not stop the rest.
 */
function starter(modules: string[]) {
  const early = modules.filter((url) => earlyChunk.test(url)).sort((a) => (a.includes('entry.client') ? -1 : 1));
  return `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(modules)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.append(l)});var e=${JSON.stringify(early)};function run(){var h=document.getElementById('hydration-module'),s=document.createElement('script');s.type='module';s.textContent=h.textContent;h.after(s)}function step(i){if(i>=e.length)return run();var next=function(){setTimeout(function(){step(i+1)})};import(e[i]).then(next,next)}step(0)})})})`;
}

/**
 * A prerendered page reads whole without scripts, so its scripts wait until the page has loaded:
 * on a slow phone connection the stylesheet, the fonts and the hero image get the line to themselves
 * and the page is seen sooner; React then hydrates it. React Router's preloads and its bootstrap
 * module are taken out of the HTML and started together after the load event, the module whole, so
 * its imports still evaluate together and in order. (Its text stays in the page, inert, and so does
 * its hash in the page's script-src, which lets the started copy run.) Throws on a page whose scripts
 * are not in the expected shape, so a router update cannot silently undo it.
 */
export function startScriptsAfterLoad(html: string, file = 'page'): string {
  const match = bootstrap.exec(html);
  if (!match) {
    if (/<script type="module"|rel="modulepreload"/.test(html)) throw new Error(`${file}: unexpected hydration script`);
    return html;
  }
  if (!/import\("[^"]+"\);\s*$/.test(match[1])) throw new Error(`${file}: unexpected hydration script`);
  const modules = [...html.matchAll(modulePreload)].map(([, href]) => href);
  const rest = html.replace(modulePreload, '');
  if (/rel="modulepreload"/.test(rest)) throw new Error(`${file}: unexpected module preload`);
  return rest.replace(
    match[0],
    () => `<script type="${pendingModuleType}" id="hydration-module">${match[1]}</script><script>${starter(modules)}</script>`,
  );
}

/** Applies `edit` to every HTML file under `dir`. */
export function rewriteHtmlFiles(dir: string, edit: (html: string, file: string) => string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') count += rewriteHtmlFiles(full, edit);
    } else if (entry.name.endsWith('.html')) {
      writeFileSync(full, edit(readFileSync(full, 'utf8'), full));
      count += 1;
    }
  }
  return count;
}
