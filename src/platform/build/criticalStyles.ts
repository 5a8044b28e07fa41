import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { emotionKey } from '../createEmotionCache';

/**
 * Sets `cache` up for a server render (Emotion then writes no style tags into the markup) and
 * returns what makes the style tags for the rendered page: the CSS its markup uses, global styles
 * first, as Emotion's own `extractCriticalToChunks` writes them.
 */
export function criticalStyleTags(cache: EmotionCache): (html: string) => string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return (html) => {
    const critical = extractCriticalToChunks(html);
    // A `</style` inside a CSS value would end the element early; `\3c ` is the CSS escape for `<`.
    for (const chunk of critical.styles) chunk.css = chunk.css.replace(/<(?=\/?style\b)/gi, '\\3c ');
    const tags = constructStyleTagsFromChunks(critical);
    // AppProviders leaves the prerendered global styles in place by finding this tag; if Emotion
    // ever names it otherwise, fail the prerender rather than let every page rebuild them unseen.
    // (A page with no styles at all, like the SPA fallback, has nothing to find.)
    if (critical.styles.some((chunk) => chunk.css) && !tags.includes(`<style data-emotion="${emotionKey}-global`)) {
      throw new Error(`Emotion no longer writes <style data-emotion="${emotionKey}-global …">: check src/app/frame/AppProviders.tsx`);
    }
    return tags;
  };
}
