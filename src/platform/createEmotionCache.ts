import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';

/** The class prefix, the site's own like its CSS variables' (`--sb-…`). */
export const emotionKey = 'sb';

/**
 * One key for server and client so the prerendered class names hydrate as they are (Emotion's
 * documented SSR setup). No vendor prefixer: every browser the site supports reads the standard
 * properties, and the prefixed copies made the inlined critical CSS of a page about a third larger.
 * A right-to-left build (Arabic) mirrors every margin, padding, float and position, as MUI's
 * right-to-left guide sets it up; `SITE_DIRECTION` is a build constant, so other builds leave the
 * plugin out.
 */
export function createEmotionCache() {
  return createCache({ key: emotionKey, stylisPlugins: import.meta.env.SITE_DIRECTION === 'rtl' ? [rtlPlugin] : [] });
}
