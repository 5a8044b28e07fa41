import createCache from '@emotion/cache';

/**
 * The class prefix, the site's own like its CSS variables' (`--sb-…`). Emotion's default cache,
 * keyed `css`, is left nothing to take over: the global tags say they are in place (`data-s`) and
 * the component styles are listed under an attribute of the site's (see criticalStyles.ts).
 */
export const emotionKey = 'sb';

/** On a prerendered page's component style tag: the ids of the styles it holds. */
export const prerenderedIdsAttribute = 'data-prerendered-styles';

/**
 * One key for server and client so the prerendered class names hydrate as they are. No vendor
 * prefixer: every browser the site supports reads the standard properties, and the prefixed copies
 * made the inlined critical CSS of a page about a third larger.
 *
 * In the browser the cache takes the prerendered component styles over where they are: Emotion's own
 * hydration moves the tag (a full style recalculation), when all it needs is to know which styles are
 * there. Styles added later go right after it, where Emotion would have put them.
 */
export function createEmotionCache() {
  const prerendered =
    typeof document === 'undefined' || import.meta.env.SITE_VARIANT === 'no-style-handover'
      ? null
      : document.querySelector<HTMLStyleElement>(`style[${prerenderedIdsAttribute}]`);
  const cache = createCache({ key: emotionKey, stylisPlugins: [], insertionPoint: prerendered ?? undefined });
  for (const id of prerendered?.getAttribute(prerenderedIdsAttribute)?.split(' ') ?? []) {
    if (id) cache.inserted[id] = true;
  }
  return cache;
}
