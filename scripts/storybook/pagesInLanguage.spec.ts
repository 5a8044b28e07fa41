import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import arabic from '../../src/messages/ar.json' with { type: 'json' };
import english from '../../src/messages/en.json' with { type: 'json' };
import spanish from '../../src/messages/es.json' with { type: 'json' };
import { openStorybook } from './openStorybook';

/**
 * A page's story follows the language toolbar as a section's does: in Spanish and in Arabic the built
 * Storybook shows the page built in that language (.storybook/pagesInLanguages.ts), with no English
 * sentence under the header's "ES" or "AR", and in Arabic no run of English words mirrored right to
 * left (".before you pay", "month/ $79"). One story of each page, read once it is drawn: its play
 * finds its way by English words, so in another language it would only wait out its queries and
 * fail (about 5 s a page); what a reader sees is what is checked.
 */

type Catalog = Record<string, string>;
const languages: { slug: string; catalog: Catalog }[] = [
  { slug: 'es', catalog: spanish as Catalog },
  { slug: 'ar', catalog: arabic as Catalog },
];

/** English sentences the page must not show in `catalog`'s language: whole messages of three words or more, translated there. */
function englishSentences(catalog: Catalog) {
  return Object.entries(english as Catalog)
    .filter(([key, words]) => catalog[key] !== words && !/[{}<]/.test(words) && words.trim().split(/\s+/).length >= 3)
    .map(([, words]) => words.trim());
}

/** Four Latin words in a row: an English phrase, which in Arabic would be mirrored. */
const latinRun = /[A-Za-z]{2,}(?:[ ,'’-]+[A-Za-z]{2,}){3,}/g;

let browser: Browser;
let pageStories: string[] = [];
const storybook = inject('storybookUrl');

beforeAll(async () => {
  browser = await chromium.connect(inject('storybookBrowser'));
  const index = (await (await fetch(`${storybook}/index.json`)).json()) as { entries: Record<string, { id: string; title: string; type: string }> };
  const first = new Map<string, string>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type === 'story' && entry.title.startsWith('Pages/') && !first.has(entry.title)) first.set(entry.title, entry.id);
  }
  pageStories = [...first.values()];
});

afterAll(async () => {
  await browser?.close();
});

describe.each(languages)('Pages with the toolbar on $slug', ({ slug, catalog }) => {
  it('show the page in that language', { timeout: 900_000 }, async () => {
    expect(pageStories.length).toBeGreaterThan(15);
    const sentences = englishSentences(catalog);
    const wrong: string[] = [];
    const queue = [...pageStories];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          const visit = await openStorybook(browser, `${storybook}/iframe.html?id=${id}&viewMode=story&globals=locale:${slug}`, [
            'phase:playing',
            'phase:completed',
            'storyThrewException',
            'storyErrored',
          ]);
          try {
            // What the page fetches once drawn (an island's code, a picture) is in before its text is read.
            await visit.page.waitForLoadState('networkidle');
            const text = await visit.page.locator('#storybook-root').innerText();
            // An empty page shows no English either: the check needs the page drawn.
            expect(text.length, `${id} shows its page`).toBeGreaterThan(200);
            const shown = sentences.filter((sentence) => text.includes(sentence));
            if (shown.length)
              wrong.push(
                `${id}: ${shown.length} English sentences, e.g. ${shown
                  .slice(0, 3)
                  .map((s) => JSON.stringify(s))
                  .join(', ')}`,
              );
            if (slug === 'ar') {
              const runs = [...new Set(text.match(latinRun) ?? [])];
              if (runs.length)
                wrong.push(
                  `${id}: English words right to left, e.g. ${runs
                    .slice(0, 3)
                    .map((s) => JSON.stringify(s))
                    .join(', ')}`,
                );
            }
            expect(await visit.page.getAttribute('html', 'lang'), id).toBe(slug);
          } finally {
            await visit.close();
          }
        }
      }),
    );
    expect(wrong).toEqual([]);
  });
});
