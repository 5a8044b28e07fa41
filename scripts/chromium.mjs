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
