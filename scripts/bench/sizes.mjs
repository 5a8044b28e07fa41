import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets } from './budgets.mjs';

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') && entry.name !== '__spa-fallback.html' ? [full] : [];
  });
}

/** Which files the entry and each island load, as the build wrote them (src/platform/build/islandManifest.ts). */
export function readIslandManifest(clientDir, language) {
  const file = path.join(clientDir, 'assets', `islands-${language || 'en'}.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The islands a page holds, in page order. */
export const islandsOf = (html) => [...html.matchAll(/\sdata-island="(\w+)"/g)].map(([, name]) => name);

/** The islands' frame, which the entry imports as soon as it runs (a build from before 8 December 2026 has none). */
const frameOf = (manifest) => manifest.frame ?? [];

/**
 * The scripts a page loads: the entry (started after the load event) with the islands' frame it
 * imports, and, for `islands`, what each
 * of those islands loads. The page's own starter must name the entry, or the count would be wrong.
 */
export function scriptsOf(html, manifest, islands = islandsOf(html)) {
  if (!html.includes(`import(${JSON.stringify(manifest.entry[0])})`)) throw new Error(`the page does not start ${manifest.entry[0]}`);
  const urls = new Set([...manifest.entry, ...frameOf(manifest)]);
  for (const name of islands) {
    if (!manifest.islands[name]) throw new Error(`no scripts listed for island ${name}`);
    for (const url of manifest.islands[name]) urls.add(url);
  }
  return [...urls];
}

const modernImage = /\.(webp|avif|svg)(\?|$)/i;

/**
 * The size figures from the built site alone: the entry's and the islands' JavaScript, the biggest chunks,
 * the fonts pages preload, and the images pages show. `language` is a path prefix ('es'): each
 * language is its own build, with its own home page, manifest and first-load chunks.
 */
export function measureBuild(clientDir, language = '') {
  const homeHtml = readFileSync(path.join(clientDir, language, 'index.html'), 'utf8');
  const manifest = readIslandManifest(clientDir, language);
  const sized = (urls) => urls.map((url) => ({ url, gzip: gzipSize(path.join(clientDir, url)) }));
  const total = (files) => files.reduce((sum, s) => sum + s.gzip, 0);
  // The entry: what the first island a visitor reaches brings (what a page fetches before the
  // visitor acts is measured in a browser: firstLoad.mjs).
  const entryScripts = sized(scriptsOf(homeHtml, manifest, []));
  const entryJsGzip = total(entryScripts);
  // Each kind of page with a budget: everything its islands load.
  const pageJs = (language ? [] : Object.keys(budgets.pageJsGzip)).map((route) => {
    const scripts = sized(scriptsOf(readFileSync(path.join(clientDir, route, 'index.html'), 'utf8'), manifest));
    return { route, scripts, gzip: total(scripts) };
  });
  // Each island with everything it loads beyond the entry and the frame.
  const frame = frameOf(manifest);
  const islands = Object.entries(manifest.islands)
    .map(([name, urls]) => {
      const own = urls.filter((url) => !manifest.entry.includes(url) && !frame.includes(url));
      return { name, files: own.length, gzip: total(sized(own)) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const chunks = readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const url = `/assets/${name}`;
      return { url, gzip: gzipSize(path.join(clientDir, 'assets', name)) };
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
  return {
    pages: pages.length,
    entryScripts,
    entryJsGzip,
    pageJs,
    islands,
    chunks,
    preloadedFonts: [...preloadedFonts],
    fontPreloads: [...fontPreloads.values()],
    cssFonts: [...cssFonts],
    images: [...images.values()],
  };
}
