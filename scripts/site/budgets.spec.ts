import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { testedLocales } from './testedLocales';
import { budgets, entryJsBudget, preloadFits } from '../bench/budgets.mjs';
import { measureBuild, readIslandManifest } from '../bench/sizes.mjs';
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

/*
 * One content module per subject, and islands import from it what they show: the build gives the
 * browser its own copy of each content module (src/prerender/messages/messageCatalogs.ts), so an
 * island's code carries what it reads and not the words its subject's pages show. Words read from
 * the English catalog, as the English build writes them.
 */
const english = JSON.parse(readFileSync(path.resolve('src/messages/en.json'), 'utf8')) as Record<string, string>;
const words = (key: string) => english[key]!.split('{')[0]!.slice(0, 48);
const notCarried: [island: string, shows: string, keys: string[]][] = [
  ['BlogList', 'the posts as cards', ['blog.yearlyTaxes.midTitle', 'blog.yearlyTaxes.midBody.stateRules', 'blog.llcOrCorp.midBody.chooseLlc']],
  ['BlogSidebar', 'the posts as links', ['blog.yearlyTaxes.midTitle', 'blog.llcOrCorp.midBody.chooseLlc']],
  ['ProjectGrid', 'the stories as cards', ['projects.lumenAndPine.body.challenge', 'projects.lumenAndPine.body.result']],
  ['ProjectCarousel', 'the stories as slides', ['projects.lumenAndPine.body.challenge']],
  ['BillingToggle', 'the care plans', ['pricing.mailboxGrow.description', 'pricing.phoneStarter.description']],
  ['CostCalculator', 'the state costs', ['pricing.mailboxGrow.description', 'pricing.formationCustom.description']],
  ['Newsletter', 'its heading', ['home.packages.lifetimeSupport.text', 'home.whyChooseUs.heading.eyebrow']],
  ['HomeBrandBand', 'the brand band', ['home.packages.lifetimeSupport.text']],
];

describe("islands carry their subject's words they show, not its pages' words", () => {
  const manifest = readIslandManifest(clientDir, '');
  it.each(notCarried)('%s (it shows %s)', (island, _shows, keys) => {
    const code = manifest.islands[island]!.map((url: string) => readFileSync(path.join(clientDir, url), 'utf8')).join('\n');
    const carried = keys.filter((key) => code.includes(words(key)));
    expect(carried, `${island} carries words it never shows: ${carried.map((key) => `${key} ("${words(key)}")`).join(', ')}`).toEqual([]);
  });
});
