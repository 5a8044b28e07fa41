/*
 * How a page loads, as the rest of the site uses it: see docs/architecture.md, "How a page loads". Build-time
 * parts (critical styles, the island manifest, fewer island files) are in build/.
 */
export { createEmotionCache, emotionKey } from './createEmotionCache';
export { earlyInputScript } from './earlyInput';
export { hydrateIslands, loadIslandFrame } from './hydrateIslands';
export { type Island, type IslandProps, island } from './island';
export { DocumentAddress } from './documentAddress';
export { type PageAddress, PageAddressProvider, type To, hrefTo, useNavigate, usePageAddress, useSearchParams } from './pageAddress';
export { Prerendered } from './Prerendered';
export { IslandScripts } from './islandScripts';
export { type Prerender, PrerenderProvider, usePrerender } from './prerenderContext';
export { type LazyComponent, lazyComponent, preloadAllLazy } from './lazyComponent';
export { typedBeforeHydration } from './typedBeforeHydration';
export { useClientValue } from './useClientValue';
export { useHydrated } from './useHydrated';
export { type SeenOnceOptions, useSeenOnce } from './useSeenOnce';
