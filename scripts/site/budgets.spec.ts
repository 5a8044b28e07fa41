import { describe, expect, inject, it } from 'vitest';
import { chunkGroups } from '../../src/platform/chunkGroups';
import { siteLocales } from '../../src/content/locales/locales';
import { budgets, homeJsBudget, preloadFits } from '../bench/budgets.mjs';
import { measureBuild } from '../bench/sizes.mjs';
import { kB } from '../bench/table.mjs';

/*
 * The size budgets of `npm run bench` that depend on the build alone, so they can fail `npm test`
 * (Lighthouse's figures vary with the machine's load and stay in the bench). Measured on the copy
 * the crawl serves, so a rebuild elsewhere in the tree cannot change the files mid-run.
 */
const clientDir = inject('clientDir');
const build = measureBuild(clientDir);
/** Each language is its own build, with its own home page, manifest and first-load chunks. */
const languages = siteLocales.map((locale) => ({ prefix: locale.slug, name: locale.name, budget: homeJsBudget(locale.dir), build: measureBuild(clientDir, locale.slug) }));
const biggest = (files: { url: string; gzip: number }[], count = 4) =>
  [...files].sort((a, b) => b.gzip - a.gzip).slice(0, count).map((f) => `${f.url.split('/').pop()} ${kB(f.gzip)}`).join(', ');

describe('size budgets', () => {
  // Right to left adds MUI's RTL plugin and nothing else (scripts/bench/budgets.mjs).
  it.each(languages)(`the $name home page's first-load JavaScript is within its budget ($budget bytes gzip)`, (language) => {
    expect(
      language.build.homeJsGzip,
      `home JS (${language.name}) ${kB(language.build.homeJsGzip)} gzip > ${kB(language.budget)}: biggest files ${biggest(language.build.homeScripts)}`,
    ).toBeLessThanOrEqual(language.budget);
  });

  it(`no route module is over ${kB(budgets.routeChunkGzip)} gzip`, () => {
    const over = build.chunks.filter((c) => c.routes.length && c.gzip > budgets.routeChunkGzip);
    const named = over.map((c) => `${c.url} (${c.routes.join(', ')}) ${kB(c.gzip)}`);
    expect(named, `route chunks over ${kB(budgets.routeChunkGzip)} gzip: ${named.join('; ')}`).toEqual([]);
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

/*
 * `chunkGroups` (src/platform/chunkGroups.ts) bundle the first screen's code into these chunks by
 * path. When a library moves its files or a src path is renamed, a group's test silently stops
 * matching and the home page's first load changes shape without any error. Read from the emitted
 * files, not the config, so what is checked is what visitors get.
 */
const groupNames = chunkGroups.map((group) => group.name);
const groupFile = (name: string) => new RegExp(`^${name}-[\\w-]+\\.js$`);
const fileOf = (url: string) => url.split('/').pop() ?? url;

describe.each(languages)('chunk groups of the $name build', ({ build: language }) => {
  const homeFiles = language.homeScripts.map((s) => fileOf(s.url));

  it.each(groupNames)('"%s" is one chunk the home page loads', (name) => {
    const files = homeFiles.filter((file) => groupFile(name).test(file));
    expect(files, `chunk group "${name}": the home page loads ${files.length} (${files.join(', ') || 'none'}), expected one; does its test in chunkGroups still match?`).toHaveLength(1);
  });

  // A shared module that falls out of every group (a renamed file under src/) still loads on every
  // page, now as a small file of its own: another round trip on a phone, and no test fails otherwise.
  it('everything the root layout imports is in a chunk group', () => {
    const outside = language.rootImports
      .map(fileOf)
      .filter((file) => !/^rolldown-runtime-/.test(file) && !groupNames.some((name) => groupFile(name).test(file)));
    expect(outside, `the root route imports ${outside.join(', ')} outside the chunk groups: does a test in chunkGroups miss a moved file?`).toEqual([]);
  });
});
