import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') && entry.name !== '__spa-fallback.html' ? [full] : [];
  });
}

/** Every script a page loads up front: module preloads, script tags and the hydration module's imports. */
export function scriptsOf(html) {
  const urls = new Set();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(href);
  // Preloads the page starts itself once it has loaded (see src/platform/htmlFiles.ts).
  const started = [...html.matchAll(/var m=(\["\/assets\/[^\]]+\])/g)];
  // A page whose scripts start after load but whose list is not found would be under-counted.
  if (html.includes('id="hydration-module"') && started.length === 0) throw new Error('the page starter\'s module list was not found');
  for (const [, list] of started) for (const url of JSON.parse(list)) urls.add(url);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(src);
  for (const [, body] of html.matchAll(/<script type="(?:module|text\/x-module-after-load)"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, specifier] of body.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?\s*"([^"]+\.js)"/g)) urls.add(specifier);
  }
  return [...urls].filter((url) => url.startsWith('/assets/'));
}

/** react-router's manifest of one language's build (the one its home page loads): each route's own module and the chunks it imports. */
function readManifest(clientDir, homeScripts) {
  const url = homeScripts.find((s) => /\/manifest-[\w-]+\.js$/.test(s.url))?.url;
  if (!url) return { routes: {} };
  const source = readFileSync(path.join(clientDir, url), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
}

/** Which file is each route's own module. */
function routeModules(manifest) {
  const modules = new Map();
  for (const route of Object.values(manifest.routes ?? {})) {
    if (!route.module) continue;
    modules.set(route.module, [...(modules.get(route.module) ?? []), route.id]);
  }
  return modules;
}

const modernImage = /\.(webp|avif|svg)(\?|$)/i;

/**
 * The size figures from the built site alone: the home route's JavaScript, the biggest chunks,
 * the fonts pages preload, and the images pages show. `language` is a path prefix ('es'): each
 * language is its own build, with its own home page, manifest and first-load chunks.
 */
export function measureBuild(clientDir, language = '') {
  const homeHtml = readFileSync(path.join(clientDir, language, 'index.html'), 'utf8');
  const homeScripts = scriptsOf(homeHtml).map((url) => ({ url, gzip: gzipSize(path.join(clientDir, url)) }));
  const homeJsGzip = homeScripts.reduce((sum, s) => sum + s.gzip, 0);

  const manifest = readManifest(clientDir, homeScripts);
  const routes = routeModules(manifest);
  const chunks = readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const url = `/assets/${name}`;
      return { url, gzip: gzipSize(path.join(clientDir, 'assets', name)), routes: routes.get(url) ?? [] };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const preloadedFonts = new Set();
  /** Each preloaded font with the first page that preloads it. */
  const fontPreloads = new Map();
  const images = new Map();
  const pages = htmlFiles(clientDir);
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const page = `/${path.relative(clientDir, path.dirname(file))}`.replace(/\/\.$/, '/') || '/';
    for (const [tag] of html.matchAll(/<link[^>]+as="font"[^>]*>/g)) {
      const url = /href="([^"]+)"/.exec(tag)?.[1] ?? tag;
      preloadedFonts.add(url);
      if (!fontPreloads.has(`${url} ${page.split('/')[1]}`)) fontPreloads.set(`${url} ${page.split('/')[1]}`, { url, page });
    }
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      const src = /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? '(no src)';
      const sized = /\swidth="\d+"/.test(tag) && /\sheight="\d+"/.test(tag);
      if (!images.has(src)) images.set(src, { src, sized, modern: modernImage.test(src) || src.startsWith('data:image/svg'), pages: [], unsizedOn: [] });
      const entry = images.get(src);
      entry.sized &&= sized;
      // The same picture may be sized on one page and not on another: name the page that forgot.
      if (!sized) entry.unsizedOn.push(page);
      entry.pages.push(page);
    }
    // Video posters and CSS backgrounds have no width/height of their own, but their format counts.
    const unsizedKinds = [...html.matchAll(/\sposter="([^"]+)"/g), ...html.matchAll(/url\((?:&quot;|["'])?(\/(?:images|media)\/[^)"'&]+)/g)];
    for (const [, src] of unsizedKinds) {
      if (!images.has(src)) images.set(src, { src, sized: true, modern: modernImage.test(src), pages: [page], unsizedOn: [] });
    }
    for (const [, srcset] of html.matchAll(/<source[^>]+srcset="([^"]+)"/g)) {
      for (const candidate of srcset.split(',')) {
        const src = candidate.trim().split(/\s+/)[0];
        if (!images.has(src)) images.set(src, { src, sized: true, modern: modernImage.test(src), pages: [page], unsizedOn: [] });
      }
    }
  }
  const cssFonts = new Set();
  for (const name of readdirSync(path.join(clientDir, 'assets')).filter((n) => n.endsWith('.css'))) {
    const css = readFileSync(path.join(clientDir, 'assets', name), 'utf8');
    for (const [, url] of css.matchAll(/url\(([^)]+\.woff2?)\)/g)) cssFonts.add(url.replace(/["']/g, ''));
  }
  // The root route is the layout every page renders: what it imports, every page loads.
  const rootImports = /** @type {string[]} */ (manifest.routes?.root?.imports ?? []);
  return {
    pages: pages.length, homeScripts, homeJsGzip, rootImports, chunks,
    preloadedFonts: [...preloadedFonts], fontPreloads: [...fontPreloads.values()], cssFonts: [...cssFonts], images: [...images.values()],
  };
}
