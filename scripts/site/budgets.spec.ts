import { describe, expect, inject, it } from 'vitest';
import { testedLocales } from './testedLocales';
import { budgets, entryJsBudget, preloadFits } from '../bench/budgets.mjs';
import { measureBuild } from '../bench/sizes.mjs';
import { kB } from '../bench/table.mjs';

/*
 * The size budgets of `npm run bench` that depend on the build alone, so they can fail `npm test`
 * (Lighthouse's figures vary with the machine's load and stay in the bench). Measured on the copy
 * the crawl serves, so a rebuild elsewhere in the tree cannot change the files mid-run.
 */
const clientDir = inject('clientDir');
const build = measureBuild(clientDir);
/** Each language is its own build, with its own manifest and entry. */
const languages = testedLocales.map((locale) => ({ prefix: locale.slug, name: locale.name, budget: entryJsBudget(locale.dir), build: measureBuild(clientDir, locale.slug) }));
const biggest = (files: { url: string; gzip: number }[], count = 4) =>
  [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map((f) => `${f.url.split('/').pop()} ${kB(f.gzip)}`)
    .join(', ');

describe('size budgets', () => {
  // Right to left adds MUI's RTL plugin (scripts/bench/budgets.mjs). What a page fetches before the
  // visitor acts is checked in a browser: firstLoad.spec.ts.
  it.each(languages)(`the $name build's entry, what the first island a visitor reaches brings, is within its budget ($budget bytes gzip)`, (language) => {
    expect(
      language.build.entryJsGzip,
      `entry (${language.name}) ${kB(language.build.entryJsGzip)} gzip > ${kB(language.budget)}: biggest files ${biggest(language.build.entryScripts)}`,
    ).toBeLessThanOrEqual(language.budget);
  });

  it.each(Object.entries(budgets.pageJsGzip))('%s: all its islands load within %i bytes gzip', (route, budget) => {
    const page = build.pageJs.find((p) => p.route === route);
    expect(page, `${route} was not measured`).toBeDefined();
    expect(page!.gzip, `${route}: its islands load ${kB(page!.gzip)} gzip > ${kB(budget)}: biggest files ${biggest(page!.scripts)}`).toBeLessThanOrEqual(budget);
  });

  it(`no island loads over ${kB(budgets.islandGzip)} gzip beyond the entry`, () => {
    const over = build.islands.filter((island) => island.gzip > budgets.islandGzip).map((island) => `${island.name} ${kB(island.gzip)}`);
    expect(over, `islands over ${kB(budgets.islandGzip)} gzip: ${over.join('; ')}`).toEqual([]);
  });

  it(`no island loads more than ${budgets.islandFiles} files beyond the entry`, () => {
    const over = build.islands.filter((island) => island.files > budgets.islandFiles).map((island) => `${island.name} ${island.files} files`);
    expect(over, `islands in more than ${budgets.islandFiles} files (src/platform/build/fewerIslandFiles.ts): ${over.join('; ')}`).toEqual([]);
  });

  it('pages preload Latin font subsets only, and Arabic ones on Arabic pages', () => {
    const other = build.fontPreloads.filter((preload) => !preloadFits(preload)).map(({ url, page }) => `${url} (on ${page})`);
    expect(other, `fonts preloaded where they do not belong: ${other.join(', ')}`).toEqual([]);
  });

  it('every image of every prerendered page is WebP, AVIF or SVG', () => {
    const old = build.images.filter((i) => !i.modern).map((i) => `${i.src} (on ${i.pages[0]})`);
    expect(old, `images in an old format: ${old.join(', ')}`).toEqual([]);
  });

  it('every <img> of every prerendered page has width and height', () => {
    const unsized = build.images.filter((i) => !i.sized).map((i) => `${i.src} (on ${i.unsizedOn.join(', ')})`);
    expect(unsized, `images without width/height: ${unsized.join(', ')}`).toEqual([]);
  });
});
