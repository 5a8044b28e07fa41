// npm run bench:journey: one visitor's way through the site on the throttled phone, home → a
// service → pricing → contact → a sent inquiry (scripts/site/journeyVisitor.ts), in English and
// in Spanish, main's build (BENCH_BASE) beside this checkout's (BENCH_HEAD), both served at once
// and visited in turn, BENCH_RUNS (3) visits each. Per page the time to content and whether the
// brand screen showed, per control met on the way the time from seen to live, and the visit's
// total waiting. Prints; exits 0 whatever happens, a failed visit's error in its table cell.
import { chromium } from 'playwright-core';
import { testBrowserLaunchOptions } from '../chromium.mjs';
import { visitorLanguage } from './languages.mjs';
import { formatTable, median, spread } from './table.mjs';
import { loadTs } from './tsModule.mjs';
import { benchFolders, serveBoth } from './twoBuilds.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Where each language's visitor starts: English, and one language under a prefix. */
const homes = ['/', '/es/'];
const total = 'total waiting';

/** A page's and a visit's waits read in seconds, a control's in ms. */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const formatOf = (what) => (what === 'time to content' || what === 'send → sent' || what === total ? seconds : (ms) => `${Math.round(ms)} ms`);
/** An error in a line: its first, and what Playwright was waiting for (the first step of its call log). */
function inOneLine(error) {
  const lines = String(error?.message ?? error)
    .replace(/\x1b\[\d+m/g, '')
    .split('\n');
  const waited = lines
    .find((line) => line.trim().startsWith('- waiting for'))
    ?.trim()
    .slice(2);
  return `${lines[0]}${waited ? ` (${waited})` : ''}`.slice(0, 200);
}

/** One cell: median (min–max) of the visits that got there, and the errors of those that did not. */
function cell(row, build) {
  const values = row.values[build] ?? [];
  const errors = row.errors?.[build] ?? [];
  const parts = [];
  if (values.length && typeof values[0] === 'boolean') parts.push(`${values.filter(Boolean).length} of ${values.length}`);
  else if (values.length) {
    const format = formatOf(row.what);
    parts.push(`${format(median(values))} (${spread(values, (v) => format(v).replace(/ .*/, ''))})`);
  }
  if (values.length && values.length < runs && !errors.length) parts.push(`[${values.length} of ${runs}]`);
  for (const error of new Set(errors)) parts.push(`✗ ${error}`);
  return parts.join(' ') || '–';
}

async function bench(builds) {
  // Each language's visitor, its content in that language.
  const visitors = new Map();
  for (const home of homes) {
    const slug = home.split('/')[1];
    visitors.set(home, await loadTs(`../site/journeyVisitor.ts${slug ? `?locale=${slug}` : ''}`));
  }
  /** Per language, its rows in the order a visit meets them (a visit that failed halfway adds none after). */
  const tables = new Map(homes.map((home) => [home, new Map([[total, { page: 'whole visit', what: total, values: {}, errors: {} }]])]));
  const fullErrors = [];
  const browser = await chromium.launch(testBrowserLaunchOptions());
  try {
    for (let run = 0; run < runs; run += 1) {
      // Each run starts with the other build, so neither always meets a cold (or warm) machine first.
      const order = run % 2 ? [...builds].reverse() : builds;
      for (const home of homes) {
        for (const build of order) {
          const rows = tables.get(home);
          const started = Date.now();
          let failure = '';
          try {
            await visitors.get(home).visitSite(browser, new URL(home, build.url).href, visitorLanguage(home), (figure) => {
              const key = figure.step === 'visit' ? total : `${figure.step} ${figure.what}`;
              const row = rows.get(key) ?? rows.set(key, { page: figure.page, what: figure.what, values: {} }).get(key);
              (row.values[build.name] ??= []).push(figure.value);
            });
          } catch (error) {
            failure = inOneLine(error);
            (rows.get(total).errors[build.name] ??= []).push(failure);
            fullErrors.push(`${build.name} ${home}, visit ${run + 1}: ${error?.stack ?? error}`);
          }
          console.log(`  visit ${run + 1} of ${runs}, ${build.name} ${home}: ${((Date.now() - started) / 1000).toFixed(0)} s${failure ? ` ✗ ${failure}` : ''}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const { slowPhone } = await loadTs('../site/slowPhone.ts');
  console.log(
    `\nThe journey on the throttled phone (${slowPhone.viewport.width}×${slowPhone.viewport.height}, ${slowPhone.latencyMs} ms, 1.6 Mbps, CPU ×${slowPhone.cpuSlowdown}), one fresh profile per visit; median (min–max) of ${runs}, builds interleaved`,
  );
  for (const [home, rows] of tables) {
    // The total first in the map (so it exists even if every visit failed), last in the table.
    const ordered = [...rows.values()].filter((row) => row.what !== total).concat(rows.get(total));
    console.log(`\nVisitor from ${home} (${visitorLanguage(home)})\n`);
    console.log(
      formatTable(
        ['page', 'figure', ...builds.map((b) => b.name)],
        ordered.map((row) => [row.page, row.what, ...builds.map((b) => cell(row, b.name))]),
        { left: 2 },
      ),
    );
  }
  const { linkTapMs } = visitors.get(homes[0]);
  console.log(
    `\ntime to content: from the finger landing on the link (held ${linkTapMs} ms, as a quick tap; the first page: navigation start) to the first frame the page's h1 is painted with no first-load screen over it;\n` +
      'brand screen shown: visits in which the first-load screen covered that page; seen → live: as live after seen (npm run bench) times it, the control used the frame it is seen;\n' +
      'send → sent: from the tap on send to the confirmation on screen; total waiting: the times to content plus send → sent.',
  );
  for (const error of fullErrors) console.log(`\n${error}`);
}

const folders = benchFolders();
if (folders.problem) {
  console.log(`${folders.problem}\nbench:journey measured nothing.`);
} else if (!(runs >= 1)) {
  console.log(`BENCH_RUNS: "${process.env.BENCH_RUNS}" is not a number of visits; bench:journey measured nothing.`);
} else {
  const cleanups = [];
  try {
    await bench(await serveBoth(folders, cleanups));
  } catch (error) {
    console.log(`bench:journey stopped: ${error?.stack ?? error}`);
  } finally {
    // Printed, not thrown: the bench answers with its tables, never with its exit code.
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch((error) => console.log(`bench:journey: a cleanup failed: ${error}`));
  }
}
