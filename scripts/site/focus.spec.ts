import { describe, expect, it } from 'vitest';
import { openRoute, reportIssues, specBrowser, waitForHydration } from './visit';

const site = specBrowser('focus');

/** What a keyboard visitor sees on the focused control: its outline, or the ring drawn by a card link's ::after. */
const ringOfFocused = () => {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return { name: '(nothing)', ring: '' };
  const own = getComputedStyle(el);
  const after = getComputedStyle(el, '::after');
  const style = own.outlineStyle !== 'none' ? own : after;
  const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
  return { name, ring: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` };
};

describe.concurrent('keyboard focus on the home page', () => {
  it.each([
    ['desktop', 1280],
    ['phone', 375],
  ])('each of the first 15 tab stops shows a ring of 2 px or more (%s)', async (_label, width) => {
    const visit = await openRoute(site.browser, '/');
    site.visited();
    try {
      await visit.page.setViewportSize({ width, height: 900 });
      await waitForHydration(visit.page);
      const stops: string[] = [];
      for (let i = 0; i < 15; i += 1) {
        await visit.page.keyboard.press('Tab');
        const { name, ring } = await visit.page.evaluate(ringOfFocused);
        const [style, widthPx] = ring.split(' ');
        stops.push(`${name}: ${style === 'solid' && parseFloat(widthPx) >= 2 ? 'ring' : `no ring (${ring})`}`);
      }
      expect(stops.filter((stop) => !stop.endsWith(': ring'))).toEqual([]);
      reportIssues('/', visit.problems);
    } finally {
      await visit.close();
    }
  });
});
