import type { StoryContext } from '@storybook/react-vite';
import { viewports } from './modes';

/** Left in a story's address, the story stays at the window's width (at-width.html links to it). */
const atWindowWidth = 'atWindowWidth';

/**
 * A story opened in a tab of its own ("Open canvas in new tab") has no Storybook around it to size
 * its page: a Phone or Tablet story at 1,440 px would lay out for the window, and its play, written
 * for its width, would fail. When the story sets a viewport narrower than the window, its page moves
 * to `at-width.html` (.storybook/static/), which draws it in a frame of that width. Inside Storybook,
 * a Docs frame or the test run the page is not the top window, and nothing changes.
 * A loader of the preview, so the story never starts in the wrong width.
 */
export async function atOwnWidth(context: StoryContext) {
  if (window.top !== window || context.viewMode !== 'story') return {};
  const value = (context.globals.viewport as { value?: string } | undefined)?.value;
  if (!value || !(value in viewports)) return {};
  const width = Number.parseInt(viewports[value as keyof typeof viewports].styles.width, 10);
  const address = new URL(location.href);
  if (width >= innerWidth || address.searchParams.has(atWindowWidth)) return {};
  const src = `iframe.html${address.search}`;
  location.replace(`at-width.html?width=${width}&src=${encodeURIComponent(src)}`);
  // The story waits for the page to go.
  return new Promise<never>(() => {});
}
