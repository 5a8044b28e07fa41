import { type Browser, type BrowserContext, chromium, type Frame, type Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { docsWidth } from '../../.storybook/docs/docsWidth';
import { viewports } from '../../.storybook/modes';
import english from '../../src/messages/en.json' with { type: 'json' };
import { openStorybook, storybookContext, type StoryEvent } from './openStorybook';

/**
 * A story drawn at its own width wherever a designer looks at it, in the built Storybook:
 * - on its Docs page, a Phone or Tablet story lays out at its viewport's width (in a frame scaled to
 *   the column), not at the column's; the Header keeps Login and Sign In inside its frame;
 * - opened in a tab of its own at 1,440 × 900 or 1,920 × 1,080, a narrow story is drawn at its
 *   width and its play passes (.storybook/atOwnWidth.ts).
 * The stories and their viewports come from the preview's `extract()`, Storybook's list of every
 * prepared story (the one Chromatic reads). Every Docs frame takes its width from docsWidth.ts, so
 * that is asked of every narrow story, and one Docs page shows a Phone and a Tablet story laid out.
 */

interface Extracted {
  id: string;
  title: string;
  name: string;
  tags: string[];
  storyGlobals?: { viewport?: { value?: string } };
}

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

let browser: Browser;
/** One context for every visit: each opens a page of its own in it. */
let context: BrowserContext;
let stories: Extracted[] = [];
let entries: IndexEntry[] = [];
const storybook = inject('storybookUrl');
const widthOf = (value: string) => Number.parseInt(viewports[value as keyof typeof viewports].styles.width, 10);
const narrowOf = (story: Extracted) => {
  const value = story.storyGlobals?.viewport?.value;
  return value === 'phone' || value === 'tablet' ? value : undefined;
};
const docsOf = (story: { id: string }) => `${story.id.split('--')[0]}--docs`;

beforeAll(async () => {
  browser = await chromium.connect(inject('storybookBrowser'));
  context = await storybookContext(browser);
  const index = await fetch(`${storybook}/index.json`);
  entries = Object.values(((await index.json()) as { entries: Record<string, IndexEntry> }).entries);
  const page = await context.newPage();
  await page.goto(`${storybook}/iframe.html`);
  stories = await page.evaluate(async () => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void>; extract(): Promise<Record<string, Extracted>> } }).__STORYBOOK_PREVIEW__;
    await preview.ready();
    return Object.values(await preview.extract()).map(({ id, title, name, tags, storyGlobals }) => ({ id, title, name, tags, storyGlobals }));
  });
  await page.close();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The story's own page inside its Docs frame (the frame holds a wrapper page, which holds the story's). */
async function framedStory(block: Locator): Promise<Frame | null> {
  const frame = block.locator('iframe').first();
  if (!(await frame.count())) return null;
  const wrapper = await (await frame.elementHandle())?.contentFrame();
  return wrapper?.childFrames()[0] ?? null;
}

/** How wide the story lays out in its Docs frame once drawn (its page's own width: a scrollbar shows); 0 before. */
async function layoutWidth(block: Locator) {
  const story = await framedStory(block);
  if (!story) return 0;
  return story.evaluate(() => ((window as unknown as { storyEvents?: StoryEvent[] }).storyEvents?.some((e) => e.event === 'storyFinished') ? document.documentElement.clientWidth : 0)).catch(() => 0);
}

describe.concurrent('on its Docs page', () => {
  it('there are Phone and Tablet stories to check', ({ expect }) => {
    expect(stories.filter((s) => narrowOf(s)).length).toBeGreaterThan(50);
  });

  it("every Phone and Tablet story is on its component's Docs page, framed at its viewport's width", ({ expect }) => {
    const docsPages = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.id));
    const narrow = stories.filter((s) => narrowOf(s));
    const wrong = narrow.flatMap((story) => {
      const want = widthOf(narrowOf(story)!);
      if (!docsPages.has(docsOf(story))) return [`${story.id}: no Docs page ${docsOf(story)}`];
      // The Docs page draws a story with the autodocs tag (DocsPage.tsx).
      if (!story.tags.includes('autodocs')) return [`${story.id}: not on its Docs page (no autodocs tag)`];
      const got = docsWidth({ id: story.id, storyGlobals: story.storyGlobals ?? {} });
      return got === want ? [] : [`${story.id}: framed at ${got} px, not ${want}`];
    });
    expect(wrong).toEqual([]);
    expect(new Set(narrow.map(docsOf)).size).toBeGreaterThan(30);
  });

  it('a Phone and a Tablet story lay out at that width in their frames, inside the column', { timeout: 90_000 }, async ({ expect }) => {
    // The first Docs page that has both: what holds for them holds for every frame docsWidth sizes alike.
    const docs = entries.find((entry) => entry.type === 'docs' && ['phone', 'tablet'].every((value) => stories.some((s) => docsOf(s) === entry.id && narrowOf(s) === value)));
    expect(docs, 'a Docs page with a Phone and a Tablet story').toBeDefined();
    const narrow = (['phone', 'tablet'] as const).map((value) => stories.find((s) => docsOf(s) === docs!.id && narrowOf(s) === value)!);
    const visit = await openStorybook(context, `${storybook}/iframe.html?id=${docs!.id}&viewMode=docs`, ['docsRendered']);
    try {
      for (const story of narrow) {
        const want = widthOf(narrowOf(story)!);
        const block = visit.page.locator(`#anchor--${story.id}`).first();
        // A frame loads as it comes into view, once the frames before it have played.
        await block.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await expect.poll(() => layoutWidth(block), { timeout: 60_000, interval: 250, message: `${story.id} lays out at ${want} px` }).toBe(want);
        const fits = await block
          .locator('iframe')
          .first()
          .evaluate((element) => element.getBoundingClientRect().width <= element.parentElement!.parentElement!.getBoundingClientRect().width + 1);
        expect(fits, `${story.id} fits the column`).toBe(true);
      }
    } finally {
      await visit.close();
    }
  });

  it.for([1280, 1920])("the Header's primary story keeps Login and Sign In inside its frame in a %i px window", async (width, { expect }) => {
    // The Docs page's first story, named as Storybook's Primary block names it (DocsPage.tsx).
    const header = entries.filter((entry) => entry.importPath === './src/sections/Header/Header.stories.tsx');
    const docs = header.find((entry) => entry.type === 'docs');
    const primary = header.find((entry) => entry.type === 'story' && entry.tags?.includes('autodocs'));
    expect(docs && primary, "the Header's Docs page and primary story").toBeTruthy();
    const visit = await openStorybook(context, `${storybook}/iframe.html?id=${docs!.id}&viewMode=docs`, ['docsRendered'], width);
    try {
      const block = visit.page.locator(`#anchor--primary--${primary!.id}`);
      await expect.poll(() => block.count(), { timeout: 30_000 }).toBe(1);
      const labels = [english['shellLabels.header.login'], english['shellLabels.header.signIn']];
      await expect
        .poll(
          async () => {
            const story = await framedStory(block);
            if (!story) return [false, false];
            const edge = await story.evaluate(() => document.documentElement.clientWidth).catch(() => 0);
            return Promise.all(
              labels.map(async (label) => {
                const box = await story
                  .getByText(label, { exact: true })
                  .first()
                  .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect)
                  .catch(() => null);
                return Boolean(box && box.width > 0 && box.right <= edge + 1 && box.left >= 0);
              }),
            );
          },
          { timeout: 30_000, interval: 250, message: `${labels.join(' and ')} inside the frame` },
        )
        .toEqual([true, true]);
    } finally {
      await visit.close();
    }
  });
});

describe.concurrent('opened in a tab of its own', () => {
  // Each window once: both take the same path (narrower than the window, at-width.html draws it).
  const cases = [
    { id: 'pages-blog3column--tablet', width: 1440, height: 900 },
    { id: 'sections-layout-header--mobile-menu-open', width: 1920, height: 1080 },
    { id: 'sections-marketing-counters--phone', width: 1440, height: 900 },
  ];
  it.for(cases)('$id at $width × $height is drawn at its width and passes its play', async ({ id, width, height }, { expect }) => {
    const story = stories.find((s) => s.id === id);
    expect(story, id).toBeDefined();
    const want = widthOf(narrowOf(story!)!);
    const visit = await openStorybook(context, `${storybook}/iframe.html?id=${id}&viewMode=story`, [], width, height);
    try {
      const finished = async () => {
        for (const frame of visit.page.frames()) {
          const status = await frame.evaluate(() => (window as unknown as { storyEvents?: StoryEvent[] }).storyEvents?.find((e) => e.event === 'storyFinished')?.detail?.status).catch(() => undefined);
          if (status) return { status, width: await frame.evaluate(() => document.documentElement.clientWidth) };
        }
        return undefined;
      };
      await expect.poll(finished, { timeout: 60_000, interval: 250, message: `${id} finished its play` }).toEqual({ status: 'success', width: want });
    } finally {
      await visit.close();
    }
  });
});
