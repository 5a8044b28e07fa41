// npm run bench:compare: two built sites side by side, this checkout's (BENCH_HEAD, default
// build/client) against another (BENCH_BASE, e.g. main's build/client, required). Both are served
// at once by the production server and measured interleaved, so a busy moment of the machine hits
// both alike. Three parts (BENCH_ONLY=lighthouse, hydration or live runs one):
//   lighthouse: Lighthouse's mobile profile on BENCH_PAGES, BENCH_RUNS rounds, median (min–max) per
//               page and build, ✗ where head misses a goal, and each page's main thread by kind of work;
//               with BENCH_TEMPLATE (a built static site, e.g. MUI's marketing-page template) its
//               one page too, in the same rounds;
//   hydration:  the JavaScript each page fetches before the visitor acts (gzip), and how many of a
//               page's elements React owns after load, and after scrolling to the end;
//   live:       live after seen on the throttled phone (npm run bench's table), for each build.
// Prints tables; exits 0 whatever the figures (`npm run bench` is the one that fails on budgets).
import { chromium } from 'playwright-core';
import { chromiumPath, testBrowserLaunchOptions } from '../chromium.mjs';
import { formatShare, hydratedShare } from './hydratedShare.mjs';
import { liveAfterSeenReport } from './liveAfterSeen.mjs';
import { figures, runWithRetries } from './lighthouse.mjs';
import { firstLoadScripts } from './firstLoad.mjs';
import { translatedLocales } from './languages.mjs';
import { formatTable, kB, median, spread } from './table.mjs';
import { benchFolders, serveBoth, serveTemplate, templateFolder } from './twoBuilds.mjs';

const pages = (process.env.BENCH_PAGES ?? '/,/pricing,/contact-us,/blog-single/1,/costs,/es/,/ar/,/fr/pricing,/pt-br/contact-us').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const hydrationPages = ['/', '/pricing', '/blog-single/1', '/es/', '/ar/'];
/** Every language's home page and the pages that load code before the visitor acts, and a blog post. */
const firstLoadPages = [
  ...['', ...translatedLocales.map((locale) => `/${locale.slug}`)].flatMap((prefix) => ['/', '/pricing', '/contact-us', '/costs'].map((page) => `${prefix}${page}`)),
  '/blog-single/1',
];
const parts = ['lighthouse', 'hydration', 'live'];
const only = new Set((process.env.BENCH_ONLY || parts.join(',')).split(','));

/** A setup mistake: said plainly, before minutes of measuring start. */
function fail(message) {
  console.error(message);
  process.exit(1);
}
for (const part of only) if (!parts.includes(part)) fail(`BENCH_ONLY: unknown part "${part}" (${parts.join(', ')})`);
if (!(runs >= 1)) fail(`BENCH_RUNS: "${process.env.BENCH_RUNS}" is not a number of runs`);

// Where the head build should land: tighter than the budgets `npm run bench` fails on (budgets.mjs).
const goals = { performance: 97, lcpMs: 2_000, tbtMs: 100, cls: 0.02 };

/** The figures shown, how each reads, and the goal head is held to. */
const columns = [
  { title: 'perf', of: (f) => f.performance, format: (v) => String(Math.round(v)), meets: (v) => v >= goals.performance },
  { title: 'LCP (s)', of: (f) => f.lcpMs, format: (v) => (v / 1000).toFixed(2), meets: (v) => v <= goals.lcpMs },
  { title: 'TBT (ms)', of: (f) => f.tbtMs, format: (v) => String(Math.round(v)), meets: (v) => v <= goals.tbtMs },
  { title: 'main thread (s)', of: (f) => f.mainThreadMs, format: (v) => (v / 1000).toFixed(2), meets: () => true },
  { title: 'CLS', of: (f) => f.cls, format: (v) => v.toFixed(3), meets: (v) => v <= goals.cls },
];

/** `median (min–max)` of one build's runs of a page, and ✗ where head's median misses the column's goal. */
const cell = (build, runsOf, column) => {
  const values = runsOf.map(column.of);
  const missed = build.name === 'head' && !column.meets(median(values));
  return `${column.format(median(values))} (${spread(values, column.format)})${missed ? ' ✗' : ''}`;
};

async function lighthouseReport(builds, template) {
  const results = new Map(); // `${build} ${page}` → the figures of each run
  const measure = async (build, page) => {
    const key = `${build.name} ${page}`;
    results.set(key, [...(results.get(key) ?? []), figures(await runWithRetries(new URL(page, build.url).href))]);
  };
  for (let round = 0; round < runs; round += 1) {
    // The template's one page opens even rounds and closes odd ones, the builds' pages between.
    if (template && round % 2 === 0) await measure(template, '/');
    // Each round starts with the other build, so neither always meets a cold (or warm) machine first.
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const page of pages) for (const build of order) await measure(build, page);
    if (template && round % 2 === 1) await measure(template, '/');
    console.log(`  round ${round + 1} of ${runs} done`);
  }
  const measured = [...(template ? [[template, '/']] : []), ...pages.flatMap((page) => builds.map((build) => [build, page]))];
  const rows = measured.map(([build, page]) => [build === template ? 'template' : page, build.name, ...columns.map((column) => cell(build, results.get(`${build.name} ${page}`), column))]);
  console.log(`\nLighthouse (mobile), median (min–max) of ${runs}, builds interleaved\n`);
  console.log(formatTable(['page', 'build', ...columns.map((c) => c.title)], rows));
  console.log(`✗: head's median misses a goal: perf >= ${goals.performance}, LCP <= ${goals.lcpMs / 1000} s, TBT <= ${goals.tbtMs} ms, CLS <= ${goals.cls}`);

  // Where a page's main-thread time goes, so a page that costs more than another says why.
  const kinds = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'parseHTML', 'paintCompositeRender', 'garbageCollection', 'other'];
  const kindRows = measured.map(([build, page]) => {
    const runsOf = results.get(`${build.name} ${page}`);
    return [
      build === template ? 'template' : page,
      build.name,
      ...kinds.map((kind) => String(Math.round(median(runsOf.map((f) => f.mainThreadByKind[kind] ?? 0))))),
      (median(runsOf.map((f) => f.mainThreadMs)) / 1000).toFixed(2),
    ];
  });
  console.log(`\nMain thread by kind of work (ms, Lighthouse's phone), median of ${runs}\n`);
  console.log(formatTable(['page', 'build', 'script', 'compile', 'style & layout', 'parse HTML', 'paint', 'GC', 'other', 'total (s)'], kindRows));
}

/** What each build's pages fetch before the visitor acts, on a phone (firstLoad.mjs): the same count for both. */
async function firstLoadReport(builds) {
  const browser = await chromium.launch(testBrowserLaunchOptions());
  const rows = [];
  try {
    for (const page of firstLoadPages) {
      const figures = [];
      for (const build of builds) figures.push((await firstLoadScripts(browser, new URL(page, build.url).href, build.dir)).gzip);
      const change = figures[1] - figures[0];
      rows.push([page, kB(figures[0]), kB(figures[1]), `${change > 0 ? '+' : change < 0 ? '−' : ''}${kB(Math.abs(change))}`]);
    }
  } finally {
    await browser.close();
  }
  console.log('\nFirst-load JS (gzip): every script fetched before the visitor acts, 412×823\n');
  console.log(formatTable(['page', builds[0].name, builds[1].name, 'head − main'], rows));
}

/** Loaded, the network quiet, and time for the code started after load to run. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
}

/** What React owns on one fresh load of a phone-sized page, before and after a reader scrolls to its end. */
async function hydrationOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const atLoad = await hydratedShare(page);
    // Steps, not one jump, so every deferred part passes near the screen and loads its code on
    // approach as it would for a reader. Checked before each step: the page grows as parts load.
    for (let step = 0; step < 500; step += 1) {
      const atEnd = await page.evaluate(() => {
        const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        if (!end) window.scrollBy(0, 600);
        return end;
      });
      if (atEnd) break;
      await page.waitForTimeout(250);
    }
    await settle(page);
    return { atLoad, afterScroll: await hydratedShare(page) };
  } finally {
    await context.close();
  }
}

async function hydrationReport(builds) {
  const browser = await chromium.launch(testBrowserLaunchOptions());
  const rows = [];
  try {
    for (const page of hydrationPages) {
      for (const build of builds) {
        const { atLoad, afterScroll } = await hydrationOf(browser, new URL(page, build.url).href);
        rows.push([page, build.name, formatShare(atLoad), formatShare(afterScroll)]);
      }
    }
  } finally {
    await browser.close();
  }
  console.log('\nWhat hydrates (412×823, no throttling): elements in <body> with a __reactFiber key\n');
  console.log(formatTable(['page', 'build', 'hydrated at load', 'after full scroll'], rows));
}

const folders = benchFolders();
if (folders.problem) fail(folders.problem);
const yardstick = templateFolder();
if (yardstick.problem) fail(yardstick.problem);
process.env.CHROME_PATH ??= chromiumPath;
const cleanups = [];
try {
  // Base first in the list: the order of every table, and of the first Lighthouse round.
  const builds = await serveBoth(folders, cleanups);
  if (only.has('lighthouse')) {
    console.log(`\nLighthouse on ${pages.join(', ')}: ${runs} round(s) of ${pages.length * builds.length} runs`);
    await lighthouseReport(builds, yardstick.template && (await serveTemplate(yardstick.template, cleanups)));
  }
  if (only.has('hydration')) {
    await firstLoadReport(builds);
    await hydrationReport(builds);
  }
  // Each build in turn: the throttled phone's fresh loads are long, and each control's median is of one build's loads.
  if (only.has('live')) {
    for (const build of builds) {
      console.log(`\n${build.name}:`);
      await liveAfterSeenReport(build.url);
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
