import { siteFontEnv } from './fonts/fontEnv.mjs';

/** Debian's Chromium and the flags it needs on a closed network, shared by every browser test and the bench. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** @type {string[]} */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/**
 * Launch options for every test browser: Debian's Chromium, its flags, and a font setup that holds
 * only the site's own fonts (see fonts/fontEnv.mjs).
 */
export function testBrowserLaunchOptions() {
  return {
    executablePath: chromiumPath,
    args: chromiumArgs,
    // Playwright turns the back/forward cache off; a visitor's browser has it, and back and forward are
    // meant to come from it (scripts/site/behaviour/shell.spec.ts).
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    env: { ...process.env, ...siteFontEnv() },
  };
}
