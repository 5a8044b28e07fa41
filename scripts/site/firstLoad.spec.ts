import { describe, expect, inject, it } from 'vitest';
import { testedLocales } from './testedLocales';
import { budgets } from '../bench/budgets.mjs';
import { firstLoadScripts, firstLoadViewport } from '../bench/firstLoad.mjs';
import { languageSuggestions } from '../../src/content/languageSuggestions';
import { kB } from '../bench/table.mjs';
import { siteUrl, specBrowser } from './visit';

/*
 * What a page's JavaScript costs a phone before the visitor acts (docs/architecture.md, "How a page loads"): bytes
 * the page fetches on its own, which depend on the build and the layout, not on the machine's speed.
 * The home page and the pricing page fetch none in any language: their first screens hold no island,
 * and the header and the plan tabs work without code. A page whose first screen holds a form or a
 * tool fetches the entry and their code after its load event.
 */
const spec = specBrowser('first load');
const clientDir = inject('clientDir');
const homes = testedLocales.map((locale) => (locale.slug ? `/${locale.slug}/` : '/'));
const routes = [...homes.map((route) => [route, budgets.firstLoadJsGzip['/']] as const), ...Object.entries(budgets.firstLoadJsGzip).filter(([route]) => route !== '/')];

describe.concurrent('JavaScript fetched before the visitor acts, on a phone', () => {
  it.each(routes)('%s: within %i bytes gzip', async (route, budget) => {
    spec.visited();
    const { scripts, gzip } = await firstLoadScripts(spec.browser, new URL(route, siteUrl()).href, clientDir);
    const biggest = [...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4)
      .map((s) => `${s.url.split('/').pop()} ${kB(s.gzip)}`)
      .join(', ');
    expect(gzip, `${route} fetched ${kB(gzip)} gzip in ${scripts.length} scripts before the visitor acted: ${biggest}`).toBeLessThanOrEqual(budget);
  });

  it('the home page fetches no script at all before the visitor acts', async () => {
    spec.visited();
    const { scripts } = await firstLoadScripts(spec.browser, siteUrl(), clientDir);
    expect(scripts.map((s) => s.url)).toEqual([]);
  });

  // The page's script starts at once when the visitor is to be offered their own language.
  it('the English home page offers a Spanish browser the Spanish one without the visitor acting', async ({ expect }) => {
    const context = await spec.browser.newContext({ viewport: firstLoadViewport, locale: 'es', reducedMotion: 'reduce' });
    spec.visited();
    try {
      const page = await context.newPage();
      await page.goto(siteUrl(), { waitUntil: 'load' });
      const offer = page.getByRole('region', { name: languageSuggestions.es.message });
      await expect.poll(() => offer.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await offer.getByRole('link', { name: languageSuggestions.es.open }).getAttribute('href')).toBe('/es/');
    } finally {
      await context.close();
    }
  });
});
