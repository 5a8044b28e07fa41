import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The type that holds React Router's bootstrap module until the page has loaded. */
export const pendingModuleType = 'text/x-module-after-load';

/** The built chunks a chunk imports statically, as `/assets/…` URLs. */
export function chunkImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[\n;])import\s*(?:[^"'();]*?from\s*)?"\.\/([^"]+\.js)"/g)].map(([, file]) => `/assets/${file}`);
}

/** The URLs in an order where every module comes after the modules it imports. */
export function dependencyOrder(urls: string[], importsOf: (url: string) => string[]): string[] {
  const wanted = new Set(urls);
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (url: string) => {
    if (done.has(url)) return;
    done.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    if (wanted.has(url)) order.push(url);
  };
  urls.forEach(visit);
  return order;
}

/**
 * Starting a module preload costs the main thread a few milliseconds on a slow phone: a page's
 * thirty at once would be one long task, so they start a few per task.
 */
const preloadsPerTask = 2;

const noImports = (): string[] => [];

/**
 * Once the page has loaded and painted: preloads the page's modules, evaluates them one task each,
 * dependencies first (so no task runs all the code at once, which keeps a slow phone responsive),
 * then runs the bootstrap module, which finds them ready and hydrates. A module that fails to load
 * does not stop the rest.
 */
function starter(modules: string[], ordered: string[]) {
  return `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){var m=${JSON.stringify(modules)},e=${JSON.stringify(ordered)};function run(){var h=document.getElementById('hydration-module'),s=document.createElement('script');s.type='module';s.textContent=h.textContent;h.after(s)}function step(i){if(i>=e.length)return run();var next=function(){setTimeout(function(){step(i+1)})};import(e[i]).then(next,next)}function preload(i){m.slice(i,i+${preloadsPerTask}).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.append(l)});if(i+${preloadsPerTask}<m.length)setTimeout(function(){preload(i+${preloadsPerTask})});else step(0)}preload(0)})})})`;
}

/**
 * A prerendered page reads whole without scripts, so its scripts wait until the page has loaded:
 * on a slow phone connection the stylesheet, the fonts and the hero image get the line to themselves
 * and the page is seen sooner; React then hydrates it. React Router's preloads and its bootstrap
 * module are taken out of the HTML and started together after the load event, the module whole, so
 * its imports still evaluate together and in order. (Its text stays in the page, inert, and so does
 * its hash in the page's script-src, which lets the started copy run.) Throws on a page whose scripts
 * are not in the expected shape, so a router update cannot silently undo it. The client entry
 * (src/entry.client.tsx) hydrates only once the bootstrap has set the route modules, so evaluating
 * it early is safe.
 */
export function startScriptsAfterLoad(html: string, file = 'page', importsOf: (url: string) => string[] = noImports): string {
  const match = bootstrap.exec(html);
  if (!match) {
    if (/<script type="module"|rel="modulepreload"/.test(html)) throw new Error(`${file}: unexpected hydration script`);
    return html;
  }
  if (!/import\("[^"]+"\);\s*$/.test(match[1])) throw new Error(`${file}: unexpected hydration script`);
  // src/entry.client.tsx waits for this global before it hydrates; without it no page would ever come alive.
  if (!match[1].includes('window.__reactRouterRouteModules =')) throw new Error(`${file}: the bootstrap no longer sets window.__reactRouterRouteModules (src/entry.client.tsx waits for it)`);
  const modules = [...html.matchAll(modulePreload)].map(([, href]) => href);
  // The order below comes from reading each chunk's imports; if the bundler's output stops matching
  // chunkImports, every chunk would seem to import nothing and the order would silently be wrong.
  if (modules.length > 1 && modules.every((url) => importsOf(url).length === 0) && importsOf !== noImports) {
    throw new Error(`${file}: none of the page's modules seems to import another: chunkImports no longer reads the bundler's output`);
  }
  const rest = html.replace(modulePreload, '');
  if (/rel="modulepreload"/.test(rest)) throw new Error(`${file}: unexpected module preload`);
  return rest.replace(
    match[0],
    () => `<script type="${pendingModuleType}" id="hydration-module">${match[1]}</script><script>${starter(modules, dependencyOrder(modules, importsOf))}</script>`,
  );
}

/** Reads the static imports of the built chunks under `clientDir`, each file once. */
export function builtChunkImports(clientDir: string): (url: string) => string[] {
  const cache = new Map<string, string[]>();
  return (url) => {
    if (!cache.has(url)) {
      let code = '';
      try {
        code = readFileSync(path.join(clientDir, url), 'utf8');
      } catch {
        // Not a built chunk of ours: nothing to order it by.
      }
      cache.set(url, chunkImports(code));
    }
    return cache.get(url) ?? [];
  };
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
