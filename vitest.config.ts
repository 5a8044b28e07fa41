import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** A fresh browser config per project: sharing one `instances` array mislabels the projects. */
function browser() {
  return {
    enabled: true,
    headless: true,
    // A port per run, so parallel runs on one machine never talk to each other's browser server.
    api: { port: 40000 + (process.pid % 20000), strictPort: false },
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      // Larger than any story viewport, so the tester never scales a story down.
      contextOptions: { viewport: { width: 1600, height: 8200 }, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' },
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
        // Whole pages are large; on a busy 2-core machine two identical captures in a row take a while.
        timeout: 20_000,
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.{ts,tsx}', 'node_modules/**'],
        },
      },
      {
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Scan every story up front: a dependency found mid-run reloads the page and fails the story in flight.
        optimizeDeps: { entries: ['.storybook/preview.tsx', 'src/**/*.stories.tsx', 'stories/**/*.stories.tsx'] },
        test: {
          name: 'storybook',
          browser: browser(),
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        // The whole built site in Chromium against the production server; see scripts/site/.
        test: {
          name: 'site',
          environment: 'node',
          include: ['scripts/site/**/*.spec.ts'],
          globalSetup: ['./scripts/site/globalSetup.ts'],
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
