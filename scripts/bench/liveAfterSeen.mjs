import { isDeepStrictEqual } from 'node:util';
import { chromium } from 'playwright-core';
import { testBrowserLaunchOptions } from '../chromium.mjs';
import { formatTable, median, spread } from './table.mjs';
import { loadTs } from './tsModule.mjs';

export const liveAfterSeenBudgetMs = 100;
const runs = Number(process.env.BENCH_LIVE_RUNS ?? 5);
// BENCH_LIVE_ONLY=arrow times only the controls whose name contains one of its comma-separated words.
const onlyControls = process.env.BENCH_LIVE_ONLY?.split(',').filter(Boolean);

/**
 * One fresh visit: the visitor uses the control the frame it is first seen uncovered. Returns how
 * long after that frame it was live (React owned it, or, for a part the browser runs, it answered the
 * input; negative: it was live before it could be seen) and whether the visitor then saw what the
 * input does.
 */
async function visit(browser, siteUrl, action, { openSlowPhone, liveAt, liveOf, quiet, playVisitor }) {
  const { context, page } = await openSlowPhone(browser, action.options);
  try {
    await page.goto(new URL(action.route, siteUrl).href, { waitUntil: 'commit' });
    // Watched from the frame the first control is seen, while the visitor goes on: a form's fields are
    // typed into one after another, and React may own the first long before the last is done.
    let firstLive;
    const seen = await playVisitor(page, action, (first) => {
      firstLive = liveOf(action)(first.target, first.handle);
      // Awaited below, once the visitor is done; a failure meanwhile is not an unhandled one.
      firstLive.catch(() => {});
    });
    const live = await firstLive;
    for (const { target, handle } of seen.slice(1)) await liveAt(target, handle);
    await quiet(page);
    const deadline = Date.now() + 15_000;
    let achieved = false;
    // Some effects need code fetched on the tap itself (the menu's drawer) over the slow network.
    while (!achieved && Date.now() < deadline) {
      achieved = isDeepStrictEqual(await action.outcome(page), action.expected);
      if (!achieved) await page.waitForTimeout(250);
    }
    if (achieved) {
      await quiet(page);
      achieved = isDeepStrictEqual(await action.outcome(page), action.expected);
    }
    return { afterMs: live - seen[0].seen.at, lost: !achieved };
  } finally {
    await context.close();
  }
}

/**
 * "Live after seen": for each control of the slow-phone tests, on Lighthouse's mobile profile applied
 * for real, the median over fresh loads of the time from the control's first uncovered frame to the
 * first frame React owns it (or the action's own `live`), and how many of the visitor's inputs made at that first frame had no
 * effect. Prints its table; returns the controls over budget.
 */
export async function liveAfterSeenReport(siteUrl) {
  // The tests' own profile and visitor, so the bench times exactly what scripts/site/slowPhone.spec.ts checks.
  const { openSlowPhone, liveAt, quiet, slowPhone } = await loadTs('../site/slowPhone.ts');
  const { liveOf, playVisitor, visitorActions: allActions } = await loadTs('../site/slowPhoneVisitor.ts');
  const visitorActions = onlyControls ? allActions.filter((action) => onlyControls.some((word) => action.control.includes(word))) : allActions;
  const browser = await chromium.launch(testBrowserLaunchOptions());
  const rows = [];
  const misses = [];
  try {
    for (const action of visitorActions) {
      const started = Date.now();
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await visit(browser, siteUrl, action, { openSlowPhone, liveAt, liveOf, quiet, playVisitor }));
      const afterMs = median(results.map((r) => r.afterMs));
      const lost = results.filter((r) => r.lost).length;
      const ok = afterMs < liveAfterSeenBudgetMs || lost === 0;
      if (!ok) misses.push(`${action.route} ${action.control}: live ${Math.round(afterMs)} ms after seen and ${lost}/${runs} inputs lost`);
      rows.push([
        action.control,
        action.route,
        `${afterMs <= 0 ? `0 (live ${Math.round(-afterMs)} ms before)` : `${Math.round(afterMs)} ms`} (${spread(results.map((r) => r.afterMs))})`,
        `${lost}/${runs}${ok ? '' : ' ✗'}`,
        `< ${liveAfterSeenBudgetMs} ms or 0 lost`,
      ]);
      console.log(`  ${action.route} ${action.control}: ${runs} loads in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await browser.close();
  }
  const { width, height } = slowPhone.viewport;
  console.log(`\nLive after seen (${width}×${height}, ${slowPhone.latencyMs} ms latency, 1.6 Mbps down, 750 kbps up, CPU ×${slowPhone.cpuSlowdown}; median of ${runs} fresh loads)\n`);
  console.log(formatTable(['control', 'page', 'live after seen (min–max)', 'inputs lost', 'budget'], rows));
  // A part no React owns says what live means for it (the FAQ: when the browser opens it on the tap).
  const ownNotions = visitorActions.filter((action) => action.live).map((action) => `;\n  ${action.control}: live at ${action.live.means}`);
  console.log(
    'seen: first animation frame with the first-load screen gone and the control on screen under elementFromPoint at its centre;\n' +
      'live: first frame with a __reactFiber/__reactProps key on it (a control outside every island, native, is live when seen)' +
      `${ownNotions.join('')};\nlost: the visitor acted at "seen" and did not get the effect.`,
  );
  return misses;
}
