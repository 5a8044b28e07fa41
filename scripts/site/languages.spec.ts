import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, inject, it } from 'vitest';
import { pseudoLocale, type SiteLocale } from '../../src/locale/siteLocales';
import { testedTranslations } from './testedLocales';
import { localePath } from '../../src/locale/localePath';
import { crawler } from './crawler';
import { readShownTexts, textsOfHtml } from './pageFacts';
import { pageRoutes, storedDarkRoutes } from './routes';
import { untranslatedAllowed } from './untranslatedAllowed';

/**
 * Every route in every other language, as the English crawl visits English (crawl.spec.ts):
 * - each page with JavaScript off: it answers 200 in its language and direction, with its h1,
 *   header, footer and links, and shows no text of four words or more that its English twin shows
 *   (a string left untranslated), save the proper names in untranslatedAllowed.ts;
 * - hydrated (in Arabic one route per page module and the first of each detail kind, in Spanish,
 *   Portuguese and French the home pages and those that format figures and dates), in light and on
 *   /home-1-dark in dark: console and hydration errors (an Intl or content difference between the
 *   prerender and the browser shows here), axe, the loader, links and images.
 * A detail page's other ids, and the other -dark twins, are the same modules with other content or
 * colours, which the JavaScript-off visits read; every section's Arabic story is checked by axe in
 * the dark scheme in Storybook. The browser speaks the page's language, as its visitor's would.
 */
const crawl = crawler('languages', () => pageRoutes.length * testedTranslations.length);

/** One route per page module and the first of each detail kind, and one page in the dark scheme. */
const everyModule = new Set([...storedDarkRoutes(), '/home-1-dark']);
/** The home pages and the pages whose figures and dates go through Intl, where a prerender and a browser could disagree. */
const localeFormatted = new Set(['/', '/home-1-dark', '/pricing', '/costs', '/compliance-calendar', '/eligibility', '/launch-plan', '/contact-us', '/blog-single/1', '/team-details/1']);
/**
 * Arabic (the mirrored build) hydrates every module; Spanish, Portuguese and French, whose pages differ from English and each other only in words, the locale-formatted ones;
 * the pseudo-locale none (its figures and dates are English's: it is there for words that skip the catalogs and layouts that break).
 */
const hydratedIn = (locale: SiteLocale) => (locale.slug === pseudoLocale.slug ? new Set<string>() : locale.dir === 'rtl' ? everyModule : localeFormatted);
const minWords = 4;
const clientDir = inject('clientDir');

/**
 * Every text of the English page as prerendered, a superset of what it shows: a translated page's
 * shown text found among them is English left untranslated. Read from the built file, not a visit.
 */
const englishTexts = new Map<string, Set<string>>();
function textsInEnglish(route: string) {
  if (!englishTexts.has(route)) englishTexts.set(route, new Set(textsOfHtml(readFileSync(path.join(clientDir, route, 'index.html'), 'utf8'))));
  return englishTexts.get(route) as Set<string>;
}

describe.each(testedTranslations)('$name', (locale) => {
  describe.concurrent('every route with JavaScript off, and hydrated once per page module', () => {
    it.each(pageRoutes)('%s', async (route) => {
      const translated = localePath(locale, route);
      const english = textsInEnglish(route);
      const [prerendered, hydrated] = await Promise.all([
        crawl.checkWithoutJavaScript(translated, { read: (page) => page.evaluate(readShownTexts, minWords), locale: locale.tag }),
        hydratedIn(locale).has(route) ? crawl.checkWithJavaScript(translated, 'light', locale.tag) : undefined,
      ]);
      const issues = [...prerendered.issues, ...(hydrated ? [...hydrated.issues, ...crawl.compareWithPrerendered(hydrated.facts, prerendered.facts)] : [])];
      for (const facts of [prerendered.facts, hydrated?.facts]) {
        if (facts && (facts.lang !== locale.tag || facts.dir !== locale.dir)) issues.push(`<html lang="${facts.lang}" dir="${facts.dir}">, expected lang="${locale.tag}" dir="${locale.dir}"`);
      }
      for (const text of prerendered.read) {
        if (english.has(text) && !untranslatedAllowed(text)) issues.push(`shows the English "${text.slice(0, 120)}"`);
      }
      crawl.report(translated, issues);
    });
  });
});

describe('what the pages link to', () => {
  crawl.linkAndAssetTests();
});
