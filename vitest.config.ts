import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { testBrowserLaunchOptions } from './scripts/chromium.ts';
import pseudoLocale from './src/locale/pseudoLocale.json' with { type: 'json' };
import { messageCatalogs } from './src/prerender/messages/messageCatalogs.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The browser server's port for the next browser project: a block of eight per run, so parallel runs
 * on one machine never talk to each other's server, and a port of its own per project in the block,
 * since browser projects given one port collide as they start side by side (at most seven: English
 * in two halves, en-XA, Arabic and the three STORY_LANGUAGES).
 */
let browserProjects = 0;
function browserApi() {
  return { port: 40000 + (process.pid % 2500) * 8 + browserProjects++, strictPort: false };
}

/** A fresh browser config per project: sharing one `instances` array mislabels the projects. */
function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: testBrowserLaunchOptions(),
      // Larger than any story viewport, so the tester never scales a story down.
      contextOptions: { viewport: { width: 1600, height: 16_200 }, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1280, height: 900 },
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // Strict per pixel (a #fff -> #fcfcfc surface must fail), but on a busy machine Chromium's software
        // raster now and then resamples a scaled photo or smooths a rounded corner a little differently,
        // or catches a carousel's text a fraction of a pixel before it settles: up to about a hundred
        // scattered pixels, where a change of colour, a word or a layout touches hundreds to thousands.
        comparatorOptions: { threshold: 0, allowedMismatchedPixels: 160 },
        // No time limit of its own: whole pages on a busy machine may need several captures to settle,
        // longer than the default 5 s; a page that never settles fails by the story's own test timeout
        // instead, and the browser's close ends the capture loop. (Under @vitest/browser 4.1 the limit
        // also left a timer per capture running after the last story, "close timed out"; 5 clears it.)
        timeout: 0,
      },
    },
  };
}

/**
 * Every story in one language. English is the full check (axe in both schemes, pictures; vitest.setup.ts).
 * The other languages run again every section and component story with a play (Storybook's own `play-fn` tag), with the
 * toolbar's language set: a play finds its way by words, so that is what another language can break.
 * After each, what longer or mirrored words can break (vitest.language.setup.ts). Axe is left to the
 * English run (a language changes words, not roles or colours), and a story without a play is a render
 * the site crawl already checks in every language. Stories pinned to Arabic (tag `arabic`) show as
 * skipped there: the English run runs them.
 */
function storybookProject(locale: string, half?: (typeof englishHalves)[number]) {
  const english = locale === 'en';
  // Storybook's canvas is as wide as its window (.storybook/preview.tsx); the run draws a story that
  // sets no viewport at desktop width, the width of its baselines.
  const desktop = { viewport: { value: 'desktop', isRotated: false } };
  const plugin = english
    ? storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: desktop })
    : storybookTest({ configDir: path.join(dirname, '.storybook'), tags: { include: ['play-fn'], skip: ['arabic'] }, initialGlobals: { ...desktop, locale, a11y: { manual: true } } });
  return {
    extends: './vite.config.ts',
    plugins: [plugin],
    // Scan every story up front: a dependency found mid-run reloads the page and fails the story in flight.
    // axe-core comes in through the setup file, which the scan does not read.
    optimizeDeps: { entries: ['.storybook/preview.tsx', 'src/**/*.stories.tsx', 'stories/**/*.stories.tsx'], include: ['axe-core'] },
    test: {
      name: half?.name ?? `storybook-${locale}`,
      api: browserApi(),
      browser: browser(),
      // Story files share one page instead of loading React, MUI and the preview afresh each; every
      // story starts from what a fresh page has (.storybook/preview.tsx's beforeEach).
      isolate: false,
      // A carousel story now and then settles a fraction of a pixel off on a loaded two-core
      // machine (a few hundred anti-aliased pixels); a real change fails both attempts.
      retry: 1,
      setupFiles: [
        './.storybook/vitest.storyFile.setup.ts',
        english ? './.storybook/vitest.setup.ts' : './.storybook/vitest.language.setup.ts',
        ...(locale === pseudoLocale.slug ? ['./.storybook/pseudoLocale.setup.ts'] : []),
      ],
      // Whole pages read their words from the English content modules, not from args, so in another
      // language they would show English in that language's frame; the site crawl checks every page
      // in every language instead. The foundations (colours, type, spacing, motion) hold no words.
      exclude: [...configDefaults.exclude, ...(half?.leaves ?? ['stories/Pages/**', 'stories/Foundations/**'])],
      testTimeout: 60_000,
      hookTimeout: 90_000,
    },
  };
}

/**
 * The English run in two halves of about the same time, each in a page of its own. Story files in
 * one page run one after another, and one page held all of them: it ended minutes after every other
 * project, alone on two cores.
 */
const englishHalves = [
  { name: 'storybook', leaves: ['src/sections/[M-Z]*/**', 'stories/Pages/**'] },
  { name: 'storybook-2', leaves: ['src/sections/[A-L]*/**', 'src/components/**', 'stories/Foundations/**'] },
];

/**
 * The languages whose story runs `npm test` includes besides English: the pseudo-locale en-XA, whose
 * accented words are about 40% longer than English and bracketed (a word without brackets skipped the
 * catalogs), and Arabic for right to left. Spanish, French and Portuguese take the same path with
 * shorter words; `STORY_LANGUAGES=es,fr,pt-br` adds them to a run (docs/testing.md).
 */
const storyLanguages = [pseudoLocale.slug, 'ar', ...(process.env.STORY_LANGUAGES ?? '').split(',').filter(Boolean)];

/*
 * What `npm run test:quick` leaves to `npm test` (scripts/testQuick.mjs): the tests that start the
 * built site or a database, or break the server on purpose (e2e, faults, postgres: seconds to a
 * minute each). The command line's --exclude does not reach a project's own list, hence the variable.
 */
const leftToNpmTest = ['server/**/*.e2e.test.ts', 'server/**/*.faults.test.ts', 'server/**/*.postgres.test.ts', 'scripts/**/*.e2e.test.ts'];

export default defineConfig({
  test: {
    // The visual report (reports/visual/index.html) lists what a reviewer should look at after any run;
    // the optimizer recompresses, pixel for pixel, every baseline the run wrote.
    reporters: ['default', './scripts/visual/VisualReporter.ts', './scripts/visual/BaselineOptimizer.ts'],
    // The user's build/ (what `npm run serve` publishes) is as the run found it: tests build into test-build/.
    globalSetup: ['./scripts/userBuildUntouched.ts'],
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Two cores give this project one worker; without a fresh module graph per file it ran in
          // 134 and 151 s, isolated in 177 and 302 s (2026-12-07, all 664 tests passing both ways,
          // also in a fresh clone's file order). A file that leaned on a module fresh from an earlier
          // file's state would fail every run in that fixed order, not now and then.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.{ts,tsx}', 'node_modules/**', ...(process.env.TEST_QUICK === '1' ? leftToNpmTest : [])],
        },
      },
      ...englishHalves.map((half) => storybookProject('en', half)),
      ...storyLanguages.map((locale) => storybookProject(locale)),
      {
        // One story of each kind in the built Storybook, opened without the runner's setup; see scripts/storybook/.
        test: {
          name: 'storybook-fresh',
          environment: 'node',
          include: ['scripts/storybook/**/*.spec.ts'],
          globalSetup: ['./scripts/storybook/globalSetup.ts'],
          maxConcurrency: 4,
          testTimeout: 120_000,
          // The first test waits for `storybook build`, which runs beside the other projects.
          hookTimeout: 600_000,
        },
      },
      {
        // The whole built site in Chromium against the production server; see scripts/site/.
        // Specs read content modules in a language (`src/content/navigation.ts?locale=es`).
        plugins: [messageCatalogs('')],
        test: {
          name: 'site',
          environment: 'node',
          include: ['scripts/site/**/*.spec.ts'],
          globalSetup: ['./scripts/site/globalSetup.ts'],
          // Under full load a deferred home section can miss its hydration and be rendered afresh
          // (seen once in five suite runs, in the early-typing test); a systematic loss fails twice.
          retry: 1,
          // A few routes at once (each a hydrating page plus a JavaScript-off twin): most of a visit
          // is waiting (the loader's 1.5 s, network idle), so five overlap well on two cores.
          maxConcurrency: 5,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
