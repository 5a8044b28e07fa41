import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, inject, it } from 'vitest';
import { testedLocales } from './testedLocales';
import { readIslandManifest, scriptsOf } from '../bench/sizes.mjs';

/*
 * Words reach the visitor once: what an island only shows (a `Prerendered` part: plan cards, quotes,
 * answers) is in the page's HTML and in none of the scripts its islands load beyond the entry. The
 * entry's own strings, and the screen-reader notes of shown parts (a link's "opens in a new tab"),
 * are labels of what islands operate too, and are left out.
 */
const clientDir = inject('clientDir');
// The pricing pages are not here: their plan tabs need no island, so no script can carry their words.
const pages = ['/', '/business', '/es/', '/ar/', '/pt-br/business'];
const slugs = new Set(testedLocales.map((locale) => locale.slug));

/** Runs of four or more words, the way a sentence sits in a script's string. */
const phrasesOf = (text: string) =>
  text
    .split(/[^\p{L}\p{N} ]+/u)
    .map((run) => run.replace(/\s+/g, ' ').trim())
    .filter((run) => run.split(' ').length >= 4 && run.length >= 20);

describe('words a page only shows', () => {
  it.each(pages)("%s: none of them is in its islands' scripts", (route) => {
    const language = slugs.has(route.split('/')[1]) ? route.split('/')[1] : '';
    const html = readFileSync(path.join(clientDir, route, 'index.html'), 'utf8');
    const manifest = readIslandManifest(clientDir, language);
    const scripts = scriptsOf(html, manifest)
      .filter((url) => !manifest.entry.includes(url))
      .map((url) => readFileSync(path.join(clientDir, url), 'utf8'));
    const document = new new Window().DOMParser().parseFromString(html, 'text/html');
    // Screen-reader notes ("opens in a new tab") are the site's labels, which islands use for what
    // they operate too; the words checked are the content.
    for (const note of document.querySelectorAll('[data-island] [data-shown-only] .visually-hidden')) note.remove();
    const shown = [...document.querySelectorAll('[data-island] [data-shown-only]')].flatMap((part) => phrasesOf(part.textContent ?? ''));
    expect(shown.length, `${route} has no shown-only words to check`).toBeGreaterThan(0);
    const inScripts = shown.filter((phrase) => scripts.some((script) => script.includes(phrase)));
    expect(inScripts, `${route}: shown-only words also in its islands' scripts`).toEqual([]);
  });
});
