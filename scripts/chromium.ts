// The values live in plain JavaScript so Node scripts (npm run bench) share them without a TypeScript loader.
export { chromiumArgs, chromiumPath, testBrowserLaunchOptions } from './chromium.mjs';
