import { describe, expect, it } from 'vitest';
import * as english from '../../src/content/navigation';
import { openRoute, reportIssues, specBrowser } from './visit';

/** The navigation module in one language (the build gives each language its own words). */
const navigationIn = async (slug: string) => (await import(/* @vite-ignore */ `/src/content/navigation.ts?locale=${slug}`)) as typeof import('../../src/content/navigation');
const arabic = await navigationIn('ar');
const spanish = await navigationIn('es');
const french = await navigationIn('fr');
const portuguese = await navigationIn('pt-br');

const site = specBrowser('header fit');

const languages = [
  { home: '/', fits: english.headerFits },
  { home: '/es/', fits: spanish.headerFits },
  { home: '/pt-br/', fits: portuguese.headerFits },
  { home: '/fr/', fits: french.headerFits },
  { home: '/ar/', fits: arabic.headerFits },
];

/** The header's buttons and links after the menu bar. */
const cluster = 'header .MuiContainer-root > div > div:last-child';

/** Each control of the header's row a visitor can see, and whether it lies wholly inside the row. */
const headerControls = () => {
  const row = document.querySelector('header .MuiContainer-root > div');
  if (!row) return [];
  const bounds = row.getBoundingClientRect();
  return [...row.querySelectorAll('a, button')]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => {
      const box = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') || el.textContent || '').trim();
      return { name, inside: box.left >= bounds.left - 0.5 && box.right <= bounds.right + 0.5 };
    });
};

describe.concurrent('the header row fits the window in every language', () => {
  it.each(languages)('$home', async ({ home, fits }) => {
    const visit = await openRoute(site.browser, home, { javaScript: false });
    site.visited();
    try {
      const seen: string[] = [];
      const freeTrialFrom = fits.freeTrial ?? Infinity;
      for (const width of [1024, fits.desktopNav - 1, fits.desktopNav, ...(fits.freeTrial ? [fits.freeTrial - 1, fits.freeTrial] : []), 1920]) {
        await visit.page.setViewportSize({ width, height: 800 });
        await visit.page.evaluate(() => document.fonts.ready);
        const controls = await visit.page.evaluate(headerControls);
        for (const control of controls.filter((c) => !c.inside)) seen.push(`${width} px: "${control.name}" is cut off`);
        const nav = await visit.page.locator('header nav').isVisible();
        // The row's last button opens the menu; Free Trial is the cluster's link to the plans.
        const menuButton = await visit.page.locator(`${cluster} > button`).last().isVisible();
        const freeTrial = await visit.page.locator(`${cluster} > a[href$="/pricing"]`).isVisible();
        if (nav !== width >= fits.desktopNav) seen.push(`${width} px: the menu bar is ${nav ? 'shown' : 'hidden'}`);
        if (menuButton === width >= fits.desktopNav) seen.push(`${width} px: the menu button is ${menuButton ? 'shown' : 'hidden'}`);
        if (freeTrial !== width >= freeTrialFrom) seen.push(`${width} px: Free Trial is ${freeTrial ? 'shown' : 'hidden'}`);
      }
      expect(seen).toEqual([]);
      reportIssues(home, visit.problems);
    } finally {
      await visit.close();
    }
  });
});
