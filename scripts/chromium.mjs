import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { siteFontEnv } from './fonts/fontEnv.mjs';

/** The browsers looked for on PATH when neither CHROME_PATH nor Debian's /usr/bin/chromium is there. */
const namesOnPath = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium the tests and the bench drive: CHROME_PATH when set (taken as it is, spaces and all,
 * and never handed to a shell), else Debian's /usr/bin/chromium, else the first of `namesOnPath` on
 * PATH. Undefined when there is none; nothing is installed here (.ci/run installs Debian's).
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [debian] where Debian's chromium package puts its launcher
 * @returns {{ path: string, from: string } | { path?: undefined, from: string }}
 */
export function findChromium(env = process.env, debian = '/usr/bin/chromium') {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? { path: env.CHROME_PATH, from: 'CHROME_PATH' } : { from: `CHROME_PATH (${env.CHROME_PATH}) is not an executable file` };
  if (isExecutable(debian)) return { path: debian, from: 'Debian' };
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of namesOnPath) {
      const file = path.join(dir, name);
      if (isExecutable(file)) return { path: file, from: 'PATH' };
    }
  }
  return { from: `no CHROME_PATH, no ${debian}, no ${namesOnPath.join(' or ')} on PATH` };
}

/** The one line that says how to point the tests at a browser. */
export const howToPointAtChromium = 'install Debian\'s chromium (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary, e.g. CHROME_PATH="/opt/my chrome/chrome" npm test';

/** The Chromium found and the flags it needs on a closed network, shared by every browser test and the bench. */
export const chromiumPath = findChromium().path ?? '/usr/bin/chromium';

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
