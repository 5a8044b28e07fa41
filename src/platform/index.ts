/*
 * How a page loads, as the rest of the site uses it: see README "How a page loads". Build-time
 * parts (critical styles, the scripts-after-load rewrite, chunk groups, MUI's lazy default theme)
 * are in build.ts.
 */
export { createEmotionCache, emotionKey } from './createEmotionCache';
export { deferUntilVisible } from './deferUntilVisible';
export { earlyInputScript, markPageLive } from './earlyInput';
export { type LazyComponent, lazyComponent, preloadAllLazy } from './lazyComponent';
export { PrerenderedOnly } from './PrerenderedOnly';
export { typedBeforeHydration } from './typedBeforeHydration';
export { useClientValue } from './useClientValue';
export { useHydrated } from './useHydrated';
