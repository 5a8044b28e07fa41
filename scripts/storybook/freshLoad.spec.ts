import { type Browser, chromium, type Page } from 'playwright-core';
import { openStorybook, type StoryEvent } from './openStorybook';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitingText } from '../../.storybook/docs/frameMessage';
import spanish from '../../src/messages/es.json' with { type: 'json' };

/**
 * One story of each kind, opened as a designer opens it: the built Storybook's own frame in a plain
 * browser, without the test runner's setup (its time zone, its language, its viewport, its hooks).
 * The browser here is in São Paulo and in Portuguese, so a story that leans on the runner's UTC or
 * English fails. Each story's play and its axe check (the a11y addon) must finish without an error.
 */
interface Case {
  id: string;
  /** The toolbar's globals, as in Storybook's address (`locale:es`). */
  globals?: string;
  /** The frame's width, where the story sets a viewport (Storybook's manager sizes the frame; here nothing does). */
  width?: number;
  /** What the story shows once its play has run. */
  shows?: (page: Page) => Promise<void>;
}

const invalidFields = (page: Page) => page.locator('[aria-invalid="true"]').count();

const stories: Case[] = [
  // A section state reached by its play, in English and with the toolbar on Spanish.
  { id: 'sections-forms-contactform--incomplete', shows: async (page) => expect(await invalidFields(page)).toBe(4) },
  {
    id: 'sections-forms-contactform--incomplete',
    globals: 'locale:es',
    shows: async (page) => {
      expect(await invalidFields(page)).toBe(4);
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      // Its args come from the story's file built in Spanish (.storybook/storyInLanguage.ts).
      expect(await page.getByRole('button', { name: spanish['ui.forms.contact.submit'] }).count()).toBe(1);
    },
  },
  // A section with no play; a phone-width variant; a story pinned to Arabic.
  { id: 'sections-layout-pagehero--playground' },
  { id: 'sections-forms-contactform--phone', width: 375 },
  { id: 'sections-forms-contactform--arabic', shows: async (page) => expect(await page.getAttribute('html', 'dir')).toBe('rtl') },
  // Pages opened at a shared link, whose dates are pinned by the preview, not the runner.
  { id: 'pages-compliancecalendar--shared-link' },
  { id: 'pages-eligibility--shared-link' },
  // Paging from the address, a carousel driven by keys and dots, a hover state, a token page.
  { id: 'sections-team-and-projects-projectgrid--two-columns-paged' },
  { id: 'sections-team-and-projects-projectcarousel--keyboard-and-dots' },
  { id: 'sections-services-and-pricing-servicesgrid--hover' },
  { id: 'foundations-colours--scales' },
];

let browser: Browser;
const storybook = inject('storybookUrl');

beforeAll(async () => {
  browser = await chromium.connect(inject('storybookBrowser'));
  // The build runs beside the other tests; the server answers once it is done.
  const index = await fetch(`${storybook}/index.json`);
  expect(
    index.status,
    await index
      .clone()
      .text()
      .catch(() => ''),
  ).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('a story of each kind on a fresh load, without the test runner', () => {
  it.each(stories.map((story) => ({ ...story, name: story.globals ? `${story.id} with ${story.globals}` : story.id })))('$name', async ({ id, globals, width, shows }) => {
    const address = `iframe.html?id=${id}&viewMode=story${globals ? `&globals=${globals}` : ''}`;
    const visit = await openStorybook(browser, `${storybook}/${address}`, ['storyFinished', 'storyThrewException', 'storyMissing', 'storyErrored'], width);
    try {
      const errors = visit.events.filter((e) => e.event !== 'storyFinished').map((e) => `${e.event}: ${e.detail?.message ?? ''}`);
      expect(errors, address).toEqual([]);
      expect(visit.events.find((e) => e.event === 'storyFinished')?.detail?.status, `${address} finished its play and axe check`).toBe('success');
      expect(visit.problems, address).toEqual([]);
      expect(await visit.page.locator('#storybook-root').innerText(), `${address} shows something`).not.toBe('');
      await shows?.(visit.page);
    } finally {
      await visit.context.close();
    }
  });

  it('a Docs page shows each state as its canvas does, in English left to right, its Arabic story right to left, and stays where its reader is', async ({ expect }) => {
    const visit = await openStorybook(browser, `${storybook}/iframe.html?id=sections-forms-contactform--docs&viewMode=docs`, ['docsRendered']);
    const { page } = visit;
    try {
      expect(visit.events.map((e) => e.event)).toContain('docsRendered');
      // A story with a play runs it in its own frame as the frame comes into view (.storybook/docs/).
      const story = (name: string) => page.frameLocator(`iframe[title="${name}"]`).frameLocator('iframe');
      // The reader stops with Submitted's frame just below the screen's edge: its play starts (it is near)
      // and focuses fields out of sight. Frames above settle to their heights meanwhile; the browser keeps
      // what the reader sees in place.
      const submitted = page.locator('#anchor--sections-forms-contactform--submitted');
      await submitted.evaluate((element) => scrollBy(0, element.getBoundingClientRect().bottom - innerHeight + 40));
      const onScreen = () => submitted.locator('h3').evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
      const readerSees = await onScreen();
      await story('Submitted').getByRole('alert').waitFor({ timeout: 30_000 });
      // Scroll anchoring keeps the heading within about 80 px while frames above settle (the primary's by
      // about 200 px; .storybook/preview-head.html keeps the table of contents from holding the anchor);
      // a focus that scrolled the page to the fields moves it by the frame's height (over 500 px).
      expect(Math.abs((await onScreen()) - readerSees), 'the plays typed and focused without scrolling the page').toBeLessThan(200);
      const waiting = page.getByText(waitingText);
      // Found and scrolled to in one step in the page: a placeholder may go between two steps from here.
      const scrollToFirstWaiting = () =>
        page.evaluate((text) => {
          const placeholder = [...document.querySelectorAll('p')].find((p) => p.textContent === text);
          placeholder?.scrollIntoView({ block: 'center' });
          return placeholder !== undefined;
        }, waitingText);
      for (let tries = 0; (await scrollToFirstWaiting()) && tries < 60; tries += 1) await page.waitForTimeout(1_000);
      expect(await waiting.count(), 'every frame ran its play once in view').toBe(0);
      await expect.poll(() => story('Incomplete').locator('[aria-invalid="true"]').count(), { timeout: 30_000 }).toBe(4);
      await expect.poll(() => story('Arabic').locator('html').getAttribute('dir'), { timeout: 30_000 }).toBe('rtl');
      // Every story of the page has a frame of its own (.storybook/docs/DocsPage.tsx), the primary once.
      const index = (await (await fetch(`${storybook}/index.json`)).json()) as { entries: Record<string, { type: string; importPath: string; tags?: string[] }> };
      const shown = Object.values(index.entries).filter(
        (entry) => entry.type === 'story' && entry.importPath === './src/sections/ContactForm/ContactForm.stories.tsx' && entry.tags?.includes('autodocs'),
      );
      const storyPages = page.frames().filter((frame) => frame.url().includes('docsFrame'));
      expect(storyPages.length).toBe(shown.length);
      for (const storyPage of storyPages) {
        await expect
          .poll(() => storyPage.evaluate(() => (window as unknown as { storyEvents: StoryEvent[] }).storyEvents.find((e) => e.event === 'storyFinished')?.detail?.status), {
            message: `${storyPage.url()} finished its play and axe check`,
            timeout: 30_000,
          })
          .toBe('success');
      }
      expect(visit.problems).toEqual([]);
      // No story draws in the page itself (each has its frame), so nothing sets its `dir`: what counts is how it reads.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('ltr');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.locator('[dir="rtl"]').count(), 'no story on the page itself turned right to left').toBe(0);
    } finally {
      await visit.context.close();
    }
  });
});
