import type { Page } from 'playwright-core';
import { type ExpectStatic, describe, it } from 'vitest';
import { counters } from '../../../src/content/counters';
import { progressItems } from '../../../src/content/progress';
import { specBrowser } from '../visit';
import { desktop, openPage, phone, scrollToCentre, visitorBrowser, visitedLanguages, watch } from './visitor';

/*
 * Spec §4 (progress meter) and §9 (counter timings), §2 (skill bars 88 and 67), on the built site:
 * each part waits at its start until at least half of it is on screen, then moves at the spec's
 * pace to the spec's value, what is spoken follows what is shown, and a reader without scripts or
 * with reduced motion reads the final values at once.
 */
const site = specBrowser('behaviour-motion');

interface Reading {
  /** The figures as shown, e.g. ['45%', '45%', '45%'] or ['162K', '10+', …]. */
  shown: string[];
  /** aria-valuenow of each progress bar, as a screen reader would announce it. */
  spoken: number[];
  /** aria-valuetext, checked to carry the same number. */
  spokenText: string[];
}

const meters = '[data-count-up] [role=progressbar], [role=progressbar][data-count-up]';

/** What the parts show and say right now. */
function read(page: Page, shownSelector: string): Promise<Reading> {
  return page.evaluate(
    ({ shownSelector, meters }) => ({
      shown: [...document.querySelectorAll(shownSelector)].map((element) => (element.textContent ?? '').trim()),
      spoken: [...document.querySelectorAll(meters)].map((element) => Number(element.getAttribute('aria-valuenow'))),
      spokenText: [...document.querySelectorAll(meters)].map((element) => element.getAttribute('aria-valuetext') ?? ''),
    }),
    { shownSelector, meters },
  );
}

/**
 * Records, inside the page, every change of what the parts show or say, with its time: a test
 * sampling from outside misses steps when the machine is busy; a MutationObserver misses none.
 */
function record(page: Page, shownSelector: string) {
  return page.evaluate(
    ({ shownSelector, meters }) => {
      const log: { at: number; shown: string[]; spoken: number[]; spokenText: string[] }[] = [];
      (window as unknown as { __motion: typeof log }).__motion = log;
      const snapshot = () =>
        log.push({
          at: performance.now(),
          shown: [...document.querySelectorAll(shownSelector)].map((element) => (element.textContent ?? '').trim()),
          spoken: [...document.querySelectorAll(meters)].map((element) => Number(element.getAttribute('aria-valuenow'))),
          spokenText: [...document.querySelectorAll(meters)].map((element) => element.getAttribute('aria-valuetext') ?? ''),
        });
      snapshot();
      new MutationObserver(snapshot).observe(document.body, { subtree: true, characterData: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    },
    { shownSelector, meters },
  );
}

type Recorded = Reading & { at: number };
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __motion: Recorded[] }).__motion);

const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Every recorded moment's spoken value says what it shows, and no figure ever goes down. */
function expectTrueAndRising(expect: ExpectStatic, readings: Reading[]) {
  for (const reading of readings) {
    reading.spoken.forEach((value, index) => {
      expect(reading.spokenText[index]).toContain(String(value));
      if (reading.shown.length === reading.spoken.length) expect(number(reading.shown[index])).toBe(value);
    });
  }
  for (let index = 1; index < readings.length; index += 1) {
    readings[index].shown.forEach((text, at) => expect(number(text)).toBeGreaterThanOrEqual(number(readings[index - 1].shown[at])));
  }
}

/** The distinct values one part went through, in order, with when each first showed. */
function steps(readings: Recorded[], index: number) {
  const seen: { value: number; at: number }[] = [];
  for (const reading of readings) {
    const value = reading.spoken[index];
    if (seen.at(-1)?.value !== value) seen.push({ value, at: reading.at });
  }
  return seen;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** 0, 5, 10 … up to the end, the end itself last (… 85, 89). */
const fives = (end: number) => [...Array.from({ length: Math.ceil(end / 5) }, (_, index) => index * 5), end];

const ringFigures = '[data-count-up][role=progressbar] [data-count-shown]';
const skillFigures = '[data-count-up] [data-count-shown]';
const counterFigures = '#in-numbers [data-count-shown]';

const ringEnds = progressItems.map((item) => item.maxValue);

const cases = visitedLanguages.flatMap((language) => [
  { language, scheme: 'light' as const, width: desktop.width, height: desktop.height },
  { language, scheme: 'dark' as const, width: phone.width, height: phone.height },
]);

describe.concurrent('progress meters (spec §4): 0 until half seen, then 5 every 50 ms to their value, one capped at 89', () => {
  it.for(cases)('/ in $language, $scheme, $width px', async ({ language, scheme, width, height }, { expect }) => {
    const context = await visitorBrowser(site.browser, { language, scheme, width, height });
    site.visited();
    try {
      const page = await openPage(context, scheme === 'dark' ? '/home-1-dark' : '/', language);
      const before = await read(page, ringFigures);
      expect(before.shown).toHaveLength(3);
      expect(before.spoken).toEqual([0, 0, 0]);
      expect(before.shown).toEqual(['0%', '0%', '0%']);
      await record(page, ringFigures);
      await scrollToCentre(page, '[data-count-up][role=progressbar]');
      await expect.poll(async () => (await read(page, ringFigures)).spoken, { timeout: 15_000 }).toEqual(ringEnds);
      const readings = await recorded(page);
      expectTrueAndRising(expect, readings);
      ringEnds.forEach((end, index) => {
        const path = steps(readings, index);
        expect(path.map(({ value }) => value)).toEqual(fives(end));
        // Spec: every 50 ms. A timer never fires early; a busy machine may fire it late.
        const gaps = path.slice(1).map(({ at }, step) => at - path[step].at);
        expect(median(gaps)).toBeGreaterThanOrEqual(45);
        expect(median(gaps)).toBeLessThan(250);
      });
      expect((await read(page, ringFigures)).shown).toEqual(ringEnds.map((value) => `${value}%`));
    } finally {
      await context.close();
    }
  });
});

describe.concurrent('skill bars (spec §2): fill to 88 and 67 once seen', () => {
  it.for(cases)('/team-details/1 in $language, $scheme, $width px', async ({ language, scheme, width, height }, { expect }) => {
    const context = await visitorBrowser(site.browser, { language, scheme, width, height });
    site.visited();
    try {
      const page = await openPage(context, '/team-details/1', language);
      expect((await read(page, skillFigures)).spoken).toEqual([0, 0]);
      await record(page, skillFigures);
      await scrollToCentre(page, '[data-count-up]');
      await expect.poll(async () => (await read(page, skillFigures)).spoken, { timeout: 15_000 }).toEqual([88, 67]);
      const readings = await recorded(page);
      expectTrueAndRising(expect, readings);
      expect(steps(readings, 0).map(({ value }) => value)).toEqual(fives(88));
      expect(steps(readings, 1).map(({ value }) => value)).toEqual(fives(67));
      expect((await read(page, skillFigures)).shown).toEqual(['88%', '67%']);
    } finally {
      await context.close();
    }
  });
});

const [projects, years] = counters;

describe.concurrent('counters (spec §9): 276K and 18 years counted over 3 s once seen', () => {
  it.for(cases)('/business in $language, $scheme, $width px', async ({ language, scheme, width, height }, { expect }) => {
    const context = await visitorBrowser(site.browser, { language, scheme, width, height });
    site.visited();
    try {
      const page = await openPage(context, scheme === 'dark' ? '/business-dark' : '/business', language);
      const start = (await read(page, counterFigures)).shown.map(number);
      expect(start).toEqual(counters.map((counter) => counter.initialValue));
      await record(page, counterFigures);
      await scrollToCentre(page, '#in-numbers');
      const ends = counters.map((counter) => counter.maxValue);
      await expect.poll(async () => (await read(page, counterFigures)).shown.map(number), { timeout: 15_000 }).toEqual(ends);
      const readings = await recorded(page);
      expectTrueAndRising(expect, readings);
      // The 276K count runs its 3 s (a busy machine may draw its last frame late), through many values.
      const projectsPath = readings.map((reading) => number(reading.shown[0])).filter((value, index, all) => value !== all[index - 1]);
      expect(projectsPath.length).toBeGreaterThan(10);
      const moving = readings.filter((reading) => number(reading.shown[0]) > projects.initialValue);
      const ran = (moving.find((reading) => number(reading.shown[0]) === projects.maxValue)?.at ?? 0) - (moving[0]?.at ?? 0);
      expect(ran).toBeGreaterThan(0.8 * (projects.durationMs ?? 0));
      expect(ran).toBeLessThan(3 * (projects.durationMs ?? 0));
      expect([projects.maxValue, years.maxValue, projects.durationMs, years.durationMs]).toEqual([276, 18, 3000, 3000]);
    } finally {
      await context.close();
    }
  });
});

/** What a reader without scripts, or who asked for reduced motion, reads the moment the part shows. */
const stillVisits = visitedLanguages.flatMap((language) => [
  { language, how: 'JavaScript off', javaScript: false, reducedMotion: false },
  { language, how: 'reduced motion', javaScript: true, reducedMotion: true },
]);

describe.concurrent('final values at once without motion: never 0', () => {
  it.for(stillVisits)('$language, $how', async ({ language, javaScript, reducedMotion }, { expect }) => {
    const context = await visitorBrowser(site.browser, { language, javaScript, reducedMotion, ...phone });
    site.visited();
    try {
      const home = await openPage(context, '/', language);
      expect((await read(home, ringFigures)).spoken).toEqual(ringEnds);
      expect((await read(home, ringFigures)).shown).toEqual(ringEnds.map((value) => `${value}%`));
      const team = await openPage(context, '/team-details/1', language);
      expect((await read(team, skillFigures)).spoken).toEqual([88, 67]);
      const business = await openPage(context, '/business', language);
      await scrollToCentre(business, '#in-numbers');
      expect((await read(business, counterFigures)).shown.map(number)).toEqual(counters.map((counter) => counter.maxValue));
    } finally {
      await context.close();
    }
  });
});

describe('a late script never takes a figure down', () => {
  it('a part already on screen when the count arrives keeps its final value', async ({ expect }) => {
    const context = await visitorBrowser(site.browser, { ...phone });
    site.visited();
    try {
      const page = await openPage(context, '/business');
      await scrollToCentre(page, '#in-numbers');
      await page.waitForTimeout(3300);
      // The count installed again, as a late script would: what is on screen stays.
      const source = await page.evaluate(() => [...document.head.querySelectorAll('script')].find((element) => element.textContent?.includes('__countUp'))?.textContent ?? '');
      expect(source).not.toBe('');
      // Run through the DevTools protocol, as the page's own inline script would run, past its CSP.
      await page.evaluate(`delete window.__countUp; ${source}`);
      const readings = await watch(page, () => read(page, counterFigures), { forMs: 500 });
      for (const { value } of readings) expect(value.shown.map(number)).toEqual(counters.map((counter) => counter.maxValue));
    } finally {
      await context.close();
    }
  });
});
