import { describe, it } from 'vitest';
import { liveAt, openSlowPhone, quiet } from './slowPhone';
import { liveOf, playVisitor, visitorActions } from './slowPhoneVisitor';
import { siteUrl, specBrowser } from './visit';

const site = specBrowser('slowPhone');

/**
 * A visitor on a mid-range phone over slow 4G (Lighthouse's mobile profile, applied for real) taps
 * or types the moment a control is painted and uncovered, whether or not its code has run, and must
 * end up seeing what that input does. One at a time: throttled pages sharing two cores would
 * each run slower than the profile says.
 */
describe('a visitor on a slow phone, acting as soon as each control is painted', () => {
  it.for(visitorActions)('$route: $control', async (action, { expect }) => {
    const { context, page } = await openSlowPhone(site.browser, action.options);
    site.visited();
    try {
      await page.goto(new URL(action.route, siteUrl()).href, { waitUntil: 'commit' });
      // Watched from the frame the first control is seen, as the bench does: a part the browser runs
      // (the FAQ) is live when it answers the tap, with no island around it to wait for; a carousel's
      // arrows, inside their island, when the page's head script or Embla shows the next slide.
      let firstLive: Promise<number> | undefined;
      const seen = await playVisitor(page, action, (first) => {
        firstLive = liveOf(action)(first.target, first.handle);
        firstLive.catch(() => {});
      });
      await firstLive;
      if (action.live?.answeredBy === 'browser') expect(await seen[0].target.evaluate((element) => element.closest('[data-island]'))).toBeNull();
      for (const { target, handle } of seen.slice(1)) await liveAt(target, handle);
      await quiet(page);
      // Some effects need code fetched on the tap itself (the menu's drawer) over the slow network.
      await expect.poll(() => action.outcome(page), { timeout: 20_000 }).toEqual(action.expected);
      // And it stays: a tap played back twice would undo itself.
      await quiet(page);
      expect(await action.outcome(page)).toEqual(action.expected);
    } finally {
      await context.close();
    }
  });
});
