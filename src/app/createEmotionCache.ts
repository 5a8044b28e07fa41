import createCache from '@emotion/cache';

/** One key for server and client so the prerendered class names hydrate as they are. */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
