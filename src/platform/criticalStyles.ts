import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { emotionKey, prerenderedIdsAttribute } from './createEmotionCache';

/**
 * Ids of the styles a page rendered only as a step: a styled wrapper's own class, which MUI merges
 * into the class of the element below it, so it never reaches the page. Listed in the page's style
 * tag, the browser takes them as already there instead of compiling and inserting rules nothing uses
 * while the page comes alive.
 */
function wrapperIds(cache: EmotionCache, shown: Set<string>): string[] {
  return Object.keys(cache.inserted).filter(
    (id) => cache.registered[`${cache.key}-${id}`] !== undefined && !shown.has(id) && cache.inserted[id] !== true,
  );
}

/**
 * Sets `cache` up for a server render (Emotion then writes no style tags into the markup) and
 * returns what makes the style tags for the rendered page: the CSS its markup uses, global styles
 * first. The browser's caches leave them where they are: `data-s` tells a cache keyed `css` that
 * the global tags are in place, and the component styles carry their ids in an attribute Emotion's
 * own hydration does not look for (see createEmotionCache).
 */
export function criticalStyleTags(cache: EmotionCache): (html: string) => string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return (html) => {
    const critical = extractCriticalToChunks(html);
    const shown = new Set(critical.styles.flatMap((chunk) => chunk.ids));
    const wrappers = wrapperIds(cache, shown);
    critical.styles = critical.styles.map((chunk) => ({
      key: chunk.key,
      ids: chunk.key === emotionKey ? [...chunk.ids, ...wrappers] : chunk.ids,
      // A `</style` inside a CSS value would end the element early; `\3c ` is the CSS escape for `<`.
      css: chunk.css.replace(/<(?=\/?style\b)/gi, '\\3c '),
    }));
    const tags = constructStyleTagsFromChunks(critical);
    if (import.meta.env.SITE_VARIANT === 'no-style-handover') return tags;
    const listed = tags.replace(`<style data-emotion="${emotionKey} `, `<style ${prerenderedIdsAttribute}="`);
    // Emotion's tag format is its own business: if it changes, fail the prerender rather than let
    // every page quietly fall back to Emotion's hydration (which moves the tag and restyles the page).
    if (listed === tags && critical.styles.some((chunk) => chunk.key === emotionKey)) {
      throw new Error(`Emotion no longer writes <style data-emotion="${emotionKey} …">: check src/platform/criticalStyles.ts`);
    }
    return listed.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  };
}
