import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { brands } from '../../../src/content/brands';
import { testimonials } from '../../../src/content/testimonials';
import { specBrowser } from '../visit';
import { desktop, localeOf, openPage, phone, scrollToCentre, type VisitorOptions, visitorBrowser, words } from './visitor';

/*
 * The moving parts of the home pages on the built site, as a visitor meets them (spec §2 brand band,
 * testimonials and video popup, §4 video, §9 timings): the brand logo strip, the testimonials carousel,
 * the brand film and the film's dialog.
 *
 * Each visit below opens one page and takes its steps in order (`{ concurrent: false }`), the way one visitor
 * would; the visits themselves run side by side (`describe.concurrent`), since they mostly wait on the
 * page's own timers. What a part does over time is recorded inside the page (when an island comes
 * alive, every change of the testimonials pager, the film's events, every click, key and pointer press), so a busy
 * machine sampling late misses nothing: timings are read from that record, lower bounds tight, upper
 * bounds loose (a timer never fires early; on a loaded machine it may fire late).
 *
 * Every visit runs with `retry: 0`: a step retried on the same page would start from a later state
 * (a quote further on, the film already playing) and read the record of the failed attempt.
 */
const site = specBrowser('behaviour-carousels');

// ---------------------------------------------------------------------------------------------------
// A visitor's words and what the page records

/** A catalog message with its placeholders filled, as the page shows it. */
const say = (language: string, key: string, values: Record<string, string | number> = {}) => words(language, key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const quoteCount = testimonials.length;

function labelsOf(language: string) {
  return {
    brands: say(language, 'ui.carousel.brandsLabel'),
    pauseBrands: say(language, 'ui.carousel.pauseBrands'),
    playBrands: say(language, 'ui.carousel.playBrands'),
    quotes: say(language, 'ui.carousel.testimonialsLabel'),
    previous: say(language, 'ui.carousel.previousTestimonial'),
    next: say(language, 'ui.carousel.nextTestimonial'),
    pause: say(language, 'ui.carousel.pause'),
    play: say(language, 'ui.carousel.play'),
    goTo: Array.from({ length: quoteCount }, (_, index) => say(language, 'ui.carousel.goToSlide', { n: index + 1 })),
    slideOf: (n: number, total: number) => say(language, 'ui.carousel.slideOf', { n, total }),
    playVideo: say(language, 'ui.video.play'),
    closeVideo: say(language, 'ui.video.close'),
    videoTitle: say(language, 'ui.video.dialogTitle'),
  };
}
type Labels = ReturnType<typeof labelsOf>;

/** The keys that step a carousel on and back: mirrored on a right-to-left page (carouselDirection.ts). */
const keysOf = (language: string) => (localeOf(language).dir === 'rtl' ? { forward: 'ArrowLeft', back: 'ArrowRight' } : { forward: 'ArrowRight', back: 'ArrowLeft' });

interface Log {
  /** performance.now() when each island lost its `data-awaiting-code` marker (came alive). */
  live: Record<string, number>;
  /** The page's first video's play, playing and pause events. */
  film: { type: string; at: number; muted: boolean }[];
  /** The testimonials pager each time it changed: the 1-based quote it says is shown. */
  quotes: { at: number; shown: number }[];
  /** Every click (the button's name), key press, and pointer press and release ('pointerdown', 'pointerup'). */
  inputs: { at: number; what: string }[];
  /** performance.now() when the log was read. */
  now: number;
}

/** Starts recording, before the visitor scrolls to anything (islands further down are not live yet). */
function record(page: Page, labels: Labels) {
  return page.evaluate(
    ({ quotesName, goTo }) => {
      const log = {
        live: {} as Record<string, number>,
        film: [] as unknown[],
        quotes: [] as { at: number; shown: number }[],
        inputs: [] as unknown[],
      };
      (window as unknown as { __carousels: typeof log }).__carousels = log;
      document.querySelectorAll('[data-island][data-awaiting-code]').forEach((island) => {
        const name = island.getAttribute('data-island') ?? '';
        const observer = new MutationObserver(() => {
          if (island.hasAttribute('data-awaiting-code')) return;
          log.live[name] = performance.now();
          observer.disconnect();
        });
        observer.observe(island, {
          attributes: true,
          attributeFilter: ['data-awaiting-code'],
        });
      });
      const film = document.querySelector('video');
      if (film) {
        for (const type of ['play', 'playing', 'pause']) film.addEventListener(type, () => log.film.push({ type, at: performance.now(), muted: film.muted }));
      }
      const quotesRegion = () => [...document.querySelectorAll('[aria-roledescription="carousel"]')].find((element) => element.getAttribute('aria-label') === quotesName);
      const first = quotesRegion();
      if (first) {
        // What the pager says: '2 / 3', or which dot is the current one ('Go to slide 2').
        const shown = () => {
          const region = quotesRegion();
          if (!region) return 0;
          const fraction = [...region.querySelectorAll('p')].map((element) => (element.textContent ?? '').trim()).find((text) => /^\d+ \/ \d+$/.test(text));
          if (fraction) return Number(fraction.split(' / ')[0]);
          const current = region.querySelector('button[aria-current="true"]');
          return current ? goTo.indexOf(current.getAttribute('aria-label') ?? '') + 1 : 0;
        };
        const note = () => {
          const value = shown();
          if (log.quotes.at(-1)?.shown !== value) log.quotes.push({ at: performance.now(), shown: value });
        };
        note();
        // The island's element outlives a section rendered afresh, so the record follows what it shows.
        new MutationObserver(note).observe(first.closest('[data-island]') ?? document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['aria-current'],
        });
      }
      for (const type of ['click', 'keydown', 'pointerdown', 'pointerup']) {
        document.addEventListener(
          type,
          (event) => {
            const target = event.target as Element;
            const what = event instanceof KeyboardEvent ? event.key : event.type.startsWith('pointer') ? event.type : (target.closest('button')?.getAttribute('aria-label') ?? target.tagName);
            log.inputs.push({ at: performance.now(), what });
          },
          true,
        );
      }
    },
    { quotesName: labels.quotes, goTo: labels.goTo },
  );
}

const readLog = (page: Page) =>
  page.evaluate(
    () =>
      ({
        ...(window as unknown as { __carousels: Omit<Log, 'now'> }).__carousels,
        now: performance.now(),
      }) as Log,
  );

/** Reads the record until `done` holds; fails with `what` when it does not by `timeoutMs`. */
async function waitForLog(page: Page, what: string, done: (log: Log) => boolean, timeoutMs: number): Promise<Log> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = await readLog(page);
    if (done(log)) return log;
    if (Date.now() > deadline)
      throw new Error(`${what}: not seen within ${timeoutMs} ms; record: ${JSON.stringify({ ...log, film: log.film.slice(-5), quotes: log.quotes.slice(-8), inputs: log.inputs.slice(-8) })}`);
    await page.waitForTimeout(100);
  }
}

/** Waits for the part's island to come alive (its marker gone), as waitForHydration does for the screen. */
async function waitForLive(page: Page, part: Locator) {
  await part.waitFor({ state: 'visible' });
  await page.waitForFunction((element) => !element?.closest('[data-awaiting-code]'), await part.elementHandle(), { timeout: 20_000 });
}

/** One visitor's page for a describe block: opened before its steps, closed after them. */
function visit(route: string, options: VisitorOptions & { language: string }) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await visitorBrowser(site.browser, options);
    site.visited();
    page = await openPage(context, route, options.language);
    await record(page, labelsOf(options.language));
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    get page(): Page {
      if (!page) throw new Error(`${route}: the page opens in beforeAll`);
      return page;
    },
  };
}

/** Keeps the pointer off every carousel (resting on one holds it still): the page's top-left corner. */
const parkPointer = (page: Page) => page.mouse.move(1, 1);

const modulo = (value: number, count: number) => ((((value - 1) % count) + count) % count) + 1;

// ---------------------------------------------------------------------------------------------------
// The brand logo strip

interface Strip {
  /** The window the logos are seen through. */
  left: number;
  right: number;
  rtl: boolean;
  cursor: string;
  /** Each slide's logo cell (the slide without its spacing), in the page's order. */
  cells: {
    name: string;
    left: number;
    right: number;
    src: string;
    alt: string;
  }[];
}

function readStrip(region: Locator): Promise<Strip> {
  return region.evaluate((element) => {
    const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
    let clip = slides[0]?.parentElement ?? element;
    while (clip !== element && !['hidden', 'clip'].includes(getComputedStyle(clip).overflowX)) clip = clip.parentElement ?? element;
    const box = clip.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      rtl: getComputedStyle(element).direction === 'rtl',
      cursor: getComputedStyle(clip).cursor,
      cells: slides.map((slide) => {
        const rect = slide.getBoundingClientRect();
        const style = getComputedStyle(slide);
        const image = slide.querySelector('img');
        return {
          name: slide.getAttribute('aria-label') ?? '',
          left: rect.left + parseFloat(style.paddingLeft),
          right: rect.right - parseFloat(style.paddingRight),
          src: image?.getAttribute('src') ?? '',
          alt: image?.getAttribute('alt') ?? '',
        };
      }),
    };
  });
}

/** The logo at the reading start of the window, aligned to it (1-based), or 0 when none is. */
const leadingLogo = (strip: Strip) => strip.cells.findIndex((cell) => (strip.rtl ? Math.abs(cell.right - strip.right) < 1.5 : Math.abs(cell.left - strip.left) < 1.5)) + 1;

/** The logos in view (wholly or partly), left to right. */
const inView = (strip: Strip) => strip.cells.filter((cell) => cell.right > strip.left + 1 && cell.left < strip.right - 1).sort((a, b) => a.left - b.left);

/** Samples every slide's position inside the page every 100 ms for `forMs`. */
function sampleStrip(region: Locator, forMs: number) {
  return region.evaluate(async (element, forMs) => {
    const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
    const samples: { at: number; lefts: number[] }[] = [];
    const start = performance.now();
    while (performance.now() - start <= forMs) {
      samples.push({
        at: performance.now(),
        lefts: slides.map((slide) => slide.getBoundingClientRect().left),
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return samples;
  }, forMs);
}

/**
 * How far the logos moved between samples, toward the reading end (positive: the way the strip
 * should go; left on an English page, right on an Arabic one). A logo the loop moves from one end
 * to the other between two samples is left out.
 */
function travel(samples: { at: number; lefts: number[] }[], rtl: boolean) {
  const forward = rtl ? 1 : -1;
  return samples.slice(1).map((sample, index) => {
    const moves = sample.lefts
      .map((left, slide) => left - samples[index].lefts[slide])
      .filter((move) => Math.abs(move) < 200)
      .sort((a, b) => a - b);
    return {
      at: sample.at,
      px: forward * (moves[Math.floor(moves.length / 2)] ?? 0),
    };
  });
}

/** Waits until the strip is at rest with a logo aligned to its start, and returns it. */
async function settledStrip(page: Page, region: Locator) {
  let last = await readStrip(region);
  for (let tries = 0; tries < 60; tries += 1) {
    await page.waitForTimeout(100);
    const now = await readStrip(region);
    const still = now.cells.every((cell, index) => Math.abs(cell.left - last.cells[index].left) < 0.5);
    if (still && leadingLogo(now) > 0) return now;
    last = now;
  }
  throw new Error(`the logo strip did not come to rest on a logo: ${JSON.stringify(last)}`);
}

const logoCases = [
  { language: 'en', scheme: 'light' as const, ...desktop, route: '/' },
  { language: 'ar', scheme: 'dark' as const, ...phone, route: '/home-1-dark' },
];

/** Slides per view from the window's width: 1 below 450 px, 2 from 450, 3 from 768, 4 from 992 (spec §2). */
const perViewAt = [
  { width: 400, perView: 1 },
  { width: 449, perView: 1 },
  { width: 450, perView: 2 },
  { width: 500, perView: 2 },
  { width: 767, perView: 2 },
  { width: 768, perView: 3 },
  { width: 800, perView: 3 },
  { width: 991, perView: 3 },
  { width: 992, perView: 4 },
  { width: 1100, perView: 4 },
];

const spacing = 25;

/** Asserts the strip moves forward the whole time, and returns its pace in ms per logo. */
function expectMovingForward(expect: ExpectStatic, samples: { at: number; lefts: number[] }[], strip: Strip) {
  const steps = travel(samples, strip.rtl);
  // Never backwards; and in every half second it goes on by at least a few pixels (it keeps moving).
  for (const step of steps) expect(step.px).toBeGreaterThan(-0.5);
  for (let index = 0; index + 5 <= steps.length; index += 1) {
    expect(steps.slice(index, index + 5).reduce((sum, step) => sum + step.px, 0)).toBeGreaterThan(8);
  }
  const moved = steps.reduce((sum, step) => sum + step.px, 0);
  const elapsed = samples.at(-1)!.at - samples[0].at;
  const logo = strip.cells[0].right - strip.cells[0].left + spacing;
  return logo / (moved / elapsed);
}

function brandBandVisits() {
  for (const { route, ...options } of logoCases) {
    const { language } = options;
    const labels = labelsOf(language);
    const keys = keysOf(language);

    describe.concurrent(`brand band (spec §2 "Experience and FAQ section", §4 video, §9 timings): ${route} in ${language}, ${options.scheme}, ${options.width} px`, { retry: 0 }, () => {
      const visitor = visit(route, options);
      const strip = () => visitor.page.getByRole('region', { name: labels.brands });

      it('shows 10 logos, brand images 1 to 5 twice, each named by its brand and numbered as a slide, with a grab cursor', { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        await parkPointer(page);
        await scrollToCentre(page, `[aria-roledescription="carousel"][aria-label="${labels.brands}"]`);
        await waitForLive(page, strip());
        const shown = await readStrip(strip());
        expect(shown.cells.map((cell) => cell.name)).toEqual(Array.from({ length: 10 }, (_, index) => labels.slideOf(index + 1, 10)));
        expect(shown.cells.map((cell) => cell.src.match(/brand-(\d)\.\w+$/)?.[1])).toEqual(['1', '2', '3', '4', '5', '1', '2', '3', '4', '5']);
        expect(shown.cells.map((cell) => cell.alt)).toEqual(brands.map((brand) => brand.name));
        expect(shown.rtl).toBe(localeOf(language).dir === 'rtl');
        expect(shown.cursor).toBe('grab');
      });

      it('moves on its own the way the text reads, about one logo every 4 s, and keeps moving', { concurrent: false }, async ({ expect }) => {
        const samples = await sampleStrip(strip(), 2500);
        const msPerLogo = expectMovingForward(expect, samples, await readStrip(strip()));
        // Spec §9: a 4000 ms speed. The strip glides at a fixed pace, so the time per logo varies with the width.
        expect(msPerLogo).toBeGreaterThan(3000);
        expect(msPerLogo).toBeLessThan(6500);
      });

      it('its pause button holds it still, and play starts it again', { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        await strip().getByRole('button', { name: labels.pauseBrands }).click();
        await parkPointer(page);
        await expect.poll(() => strip().getByRole('button', { name: labels.playBrands }).count()).toBe(1);
        await page.waitForTimeout(300);
        const held = travel(await sampleStrip(strip(), 1200), false);
        for (const step of held) expect(Math.abs(step.px)).toBeLessThan(0.5);
        await strip().getByRole('button', { name: labels.playBrands }).click();
        await parkPointer(page);
        await expect.poll(() => strip().getByRole('button', { name: labels.pauseBrands }).count()).toBe(1);
        await page.waitForTimeout(200);
        expectMovingForward(expect, await sampleStrip(strip(), 1500), await readStrip(strip()));
      });

      it(
        `holds still under keyboard focus, where ${keys.forward} and ${keys.back} step it one logo each way round the loop, and moves on once focus leaves`,
        { concurrent: false },
        async ({ expect }) => {
          const { page } = visitor;
          // From its pause button back to the strip with the keyboard, as a visitor tabbing through.
          await strip().getByRole('button', { name: labels.pauseBrands }).focus();
          await page.keyboard.press('Shift+Tab');
          expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(labels.brands);
          await page.waitForTimeout(300);
          for (const step of travel(await sampleStrip(strip(), 800), false)) expect(Math.abs(step.px)).toBeLessThan(0.5);

          await page.keyboard.press(keys.forward);
          const first = leadingLogo(await settledStrip(page, strip()));
          await page.keyboard.press(keys.forward);
          expect(leadingLogo(await settledStrip(page, strip()))).toBe(modulo(first + 1, 10));
          await page.keyboard.press(keys.back);
          expect(leadingLogo(await settledStrip(page, strip()))).toBe(first);
          await page.keyboard.press(keys.back);
          expect(leadingLogo(await settledStrip(page, strip()))).toBe(modulo(first - 1, 10));
          // Ten more on: once round the loop (a strip with an end would stop at its last logos).
          for (let press = 0; press < 10; press += 1) await page.keyboard.press(keys.forward);
          const round = await settledStrip(page, strip());
          expect(leadingLogo(round)).toBe(modulo(first - 1, 10));
          // The logos in view are the ones after the leading one, in reading order.
          const names = inView(round).map((cell) => cell.name);
          expect(round.rtl ? names.reverse()[0] : names[0]).toBe(labels.slideOf(modulo(first - 1, 10), 10));

          // Tab on to its pause button: focus there does not hold it, so it moves again.
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(labels.pauseBrands);
          await page.waitForTimeout(200);
          expectMovingForward(expect, await sampleStrip(strip(), 1500), round);
        },
      );

      it('a visitor dragging it does not stop it: once let go it moves on by itself', { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        const shown = await readStrip(strip());
        const box = (await strip().boundingBox())!;
        const x = (shown.left + shown.right) / 2;
        const y = box.y + box.height / 2;
        // Against the flow, by about a third of a logo.
        const along = (shown.rtl ? -1 : 1) * 100;
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (let step = 1; step <= 6; step += 1) await page.mouse.move(x + (along * step) / 6, y);
        await page.mouse.up();
        await parkPointer(page);
        await page.waitForTimeout(800);
        expectMovingForward(expect, await sampleStrip(strip(), 1500), await readStrip(strip()));
      });

      it('the brand film is muted, has controls, and starts playing 5 s after the band comes alive', { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        const log = await waitForLog(page, 'the film playing', (log) => log.film.some((event) => event.type === 'playing'), 20_000);
        const live = log.live.HomeBrandBand;
        expect(live, 'the brand band came alive after the visitor scrolled to it').toBeGreaterThan(0);
        const play = log.film.find((event) => event.type === 'play')!;
        const playing = log.film.find((event) => event.type === 'playing')!;
        // Not before 5 s (a timer never fires early; the band drops its marker part way through the task that starts it) …
        expect(play.at - live).toBeGreaterThanOrEqual(4750);
        // … and playing soon after, by a loose bound for a busy machine.
        expect(play.at - live).toBeLessThan(9000);
        expect(playing.at - live).toBeLessThan(15_000);
        expect(play.muted).toBe(true);
        const film = await page.evaluate(() => {
          const video = document.querySelector('video')!;
          return {
            controls: video.controls,
            muted: video.muted,
            paused: video.paused,
            time: video.currentTime,
          };
        });
        expect(film).toMatchObject({
          controls: true,
          muted: true,
          paused: false,
        });
        await expect.poll(() => page.evaluate(() => document.querySelector('video')!.currentTime), { timeout: 10_000 }).toBeGreaterThan(film.time);
      });

      it(`shows ${perViewAt.map(({ width, perView }) => `${perView} at ${width}`).join(', ')} px, ${spacing} px apart`, { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        const before = page.viewportSize()!;
        try {
          for (const { width, perView } of perViewAt) {
            await page.setViewportSize({ width, height: before.height });
            // The carousel re-lays itself out after the resize, a frame or, on a busy machine, a few later.
            const perViewNow = async () => {
              const shown = await readStrip(strip());
              return (shown.right - shown.left + spacing) / (shown.cells[0].right - shown.cells[0].left + spacing);
            };
            // n logos and n - 1 gaps fill the window.
            await expect.poll(perViewNow, { message: `logos per view at ${width} px`, timeout: 5_000 }).toBeCloseTo(perView, 1);
            const shown = await readStrip(strip());
            const visible = inView(shown);
            const gaps = visible.slice(1).map((next, index) => next.left - visible[index].right);
            expect(gaps.length).toBeGreaterThanOrEqual(perView - 1);
            for (const gap of gaps) expect(gap, `space between logos at ${width} px`).toBeCloseTo(spacing, 0);
          }
        } finally {
          await page.setViewportSize(before);
        }
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// The testimonials carousel

/** The quote wholly in the carousel's window, by its slide name ('2 of 3'). */
function quoteInView(region: Locator) {
  return region.evaluate((element) => {
    const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
    let clip = slides[0]?.parentElement ?? element;
    while (clip !== element && !['hidden', 'clip'].includes(getComputedStyle(clip).overflowX)) clip = clip.parentElement ?? element;
    const box = clip.getBoundingClientRect();
    return slides
      .filter((slide) => {
        const rect = slide.getBoundingClientRect();
        return Math.abs(rect.left - box.left) < 1.5 && Math.abs(rect.right - box.right) < 1.5;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  });
}

/** The pager's changes after `at`. */
const changesAfter = (log: Log, at: number) => log.quotes.filter((change) => change.at > at);
/** What the pager showed at `at`. */
const shownAt = (log: Log, at: number) => log.quotes.filter((change) => change.at <= at).at(-1)?.shown ?? 0;
/** The time of the last click or key press named `what`. */
const lastInput = (log: Log, what: string) => log.inputs.filter((input) => input.what === what).at(-1)!.at;

// The 5000 ms visits take longest: they come first, so they start first.
const quoteCases = [
  { language: 'en', scheme: 'dark' as const, ...phone, route: '/business-dark', pager: 'bullets' as const, delayMs: 5000, glide: false },
  { language: 'ar', scheme: 'light' as const, ...desktop, route: '/business', pager: 'bullets' as const, delayMs: 5000, glide: false },
  { language: 'en', scheme: 'light' as const, ...desktop, route: '/', pager: 'fraction' as const, delayMs: 3000, glide: true },
  { language: 'ar', scheme: 'dark' as const, ...phone, route: '/home-1-dark', pager: 'fraction' as const, delayMs: 3000, glide: true },
];

function testimonialVisits() {
  for (const { route, pager, delayMs, glide, ...options } of quoteCases) {
    const { language } = options;
    const labels = labelsOf(language);
    const keys = keysOf(language);
    // From a visitor's press (or release), a timer restarted by it never fires early (a few ms for the
    // clock's grain); late by up to half a delay on a busy machine.
    const early = delayMs - 15;
    const late = delayMs * 1.5;
    // Between two moves of its own, each seen once the page has drawn it (a render after its timer),
    // and from the island's marker, which its code drops part way through the task that starts it.
    const earlyDrawn = delayMs - 100;
    const earlyFromLive = delayMs - 250;

    describe.concurrent(
      `testimonials (spec §2 "Testimonials", §9 autoplay 3000 ms or 5000 ms): ${route} in ${language}, ${options.scheme}, ${options.width} px: ${pager} pager, every ${delayMs} ms`,
      { retry: 0 },
      () => {
        const visitor = visit(route, options);
        const carousel = () => visitor.page.getByRole('region', { name: labels.quotes });
        const pagerShows = async () => (await readLog(visitor.page)).quotes.at(-1)?.shown;

        it(`moves on to the next quote every ${delayMs} ms once alive, the pager and the quote in view saying which`, { concurrent: false }, async ({ expect }) => {
          const { page } = visitor;
          await parkPointer(page);
          expect(await pagerShows()).toBe(1);
          await scrollToCentre(page, `[aria-roledescription="carousel"][aria-label="${labels.quotes}"]`);
          await waitForLive(page, carousel());
          const log = await waitForLog(page, 'two moves of the carousel', (log) => log.live.Testimonials > 0 && changesAfter(log, log.live.Testimonials).length >= 2, 20_000 + 3 * delayMs);
          const live = log.live.Testimonials;
          const [first, second] = changesAfter(log, live);
          expect([first.shown, second.shown]).toEqual([2, 3]);
          expect(first.at - live).toBeGreaterThanOrEqual(earlyFromLive);
          expect(first.at - live).toBeLessThan(late);
          expect(second.at - first.at).toBeGreaterThanOrEqual(earlyDrawn);
          expect(second.at - first.at).toBeLessThan(late);
          expect(log.inputs, 'nobody touched it').toEqual([]);
          await expect.poll(() => quoteInView(carousel()), { timeout: 5000 }).toEqual([labels.slideOf(shownAt(log, log.now), quoteCount)]);
        });

        it('next and previous move one quote each way and go round at the ends', { concurrent: false }, async ({ expect }) => {
          const { page } = visitor;
          const presses = [labels.next, labels.previous, labels.previous, labels.previous, labels.previous, labels.next, labels.next, labels.next];
          for (const name of presses) {
            const before = (await readLog(page)).quotes.length;
            await carousel().getByRole('button', { name, exact: true }).click();
            await waitForLog(page, `the pager after ${name}`, (log) => log.quotes.length > before, 5000);
          }
          const log = await readLog(page);
          const clicks = log.inputs.filter((input) => presses.includes(input.what));
          expect(clicks.map((click) => click.what)).toEqual(presses);
          const path = clicks.map((click, index) => {
            const until = clicks[index + 1]?.at ?? log.now;
            const moves = log.quotes.filter((change) => change.at > click.at && change.at < until);
            return {
              from: shownAt(log, click.at),
              to: moves.map((move) => move.shown),
              step: click.what === labels.next ? 1 : -1,
            };
          });
          // Each press moved exactly one quote its way, from wherever the carousel was.
          for (const { from, to, step } of path) expect(to).toEqual([modulo(from + step, quoteCount)]);
          // Four back and three on from anywhere in three quotes pass both ends: 1 back to 3, 3 on to 1.
          expect(path.some(({ from, to }) => from === 1 && to[0] === quoteCount)).toBe(true);
          expect(path.some(({ from, to }) => from === quoteCount && to[0] === 1)).toBe(true);
          await expect.poll(() => quoteInView(carousel()), { timeout: 5000 }).toEqual([labels.slideOf(path.at(-1)!.to[0], quoteCount)]);
          if (pager === 'bullets') {
            const target = modulo(path.at(-1)!.to[0] + 1, quoteCount);
            await carousel()
              .getByRole('button', {
                name: labels.goTo[target - 1],
                exact: true,
              })
              .click();
            await expect.poll(pagerShows).toBe(target);
            await expect
              .poll(() =>
                carousel()
                  .getByRole('button', {
                    name: labels.goTo[target - 1],
                    exact: true,
                  })
                  .getAttribute('aria-current'),
              )
              .toBe('true');
            await expect.poll(() => quoteInView(carousel()), { timeout: 5000 }).toEqual([labels.slideOf(target, quoteCount)]);
          }
        });

        if (glide) {
          it('a move glides to the next quote in about 300 ms (spec §9 carousel defaults: 300 ms transitions)', { concurrent: false }, async ({ expect }) => {
            const { page } = visitor;
            const from = (await readLog(page)).quotes.at(-1)!.shown;
            const target = labels.slideOf(modulo(from + 1, quoteCount), quoteCount);
            // Inside the page, frame by frame from the press: how far the next quote still is from its place.
            const glided = await carousel().evaluate(
              async (region, { next, target }) => {
                const slides = [...region.querySelectorAll('[aria-roledescription="slide"]')];
                const frame = slides[0].parentElement!.parentElement!;
                const slide = slides.find((candidate) => candidate.getAttribute('aria-label') === target)!;
                const away = () => Math.abs(slide.getBoundingClientRect().left - frame.getBoundingClientRect().left);
                const distance = away();
                const start = performance.now();
                [...region.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === next)!.click();
                const frames: { at: number; away: number }[] = [];
                while (performance.now() - start < 3000) {
                  await new Promise((resolve) => requestAnimationFrame(resolve));
                  frames.push({ at: performance.now() - start, away: away() });
                }
                return { distance, frames };
              },
              { next: labels.next, target },
            );
            const half = glided.frames.find((frame) => frame.away <= glided.distance / 2)!;
            // At rest for the eye: within 2 px of its place, and staying there.
            const arrived = glided.frames.find((_, index) => glided.frames.slice(index).every((later) => later.away <= 2))!;
            // It glides rather than jumps: from a slide's width away it passes through frames on the way
            // (a busy machine may drop a frame or two, never all of them) …
            expect(glided.distance).toBeGreaterThan(200);
            expect(
              glided.frames.some((frame) => frame.away > 2 && frame.away < glided.distance - 2),
              'a frame on the way',
            ).toBe(true);
            expect(arrived.at).toBeGreaterThanOrEqual(150);
            // … and is there in about 300 ms: three times that for a busy machine.
            expect(arrived.at, `halfway at ${Math.round(half.at)} ms, within 2 px at ${Math.round(arrived.at)} ms`).toBeLessThan(900);
          });

          it(`a visitor's drag moves it one quote, and it does not stop for good: it moves on ${delayMs} ms after the pointer leaves`, { concurrent: false }, async ({ expect }) => {
            const { page } = visitor;
            const rtl = localeOf(language).dir === 'rtl';
            // Its own move is due about now (the last press was a delay ago): press next inside the page
            // to give the drag a full delay, and let that glide come to rest first.
            const pressed = await carousel().evaluate((region, next) => {
              const shown = (window as unknown as { __carousels: { quotes: { shown: number }[] } }).__carousels.quotes.at(-1)!.shown;
              [...region.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === next)!.click();
              return { at: performance.now(), shown };
            }, labels.next);
            await expect.poll(() => quoteInView(carousel()), { timeout: 5000 }).toEqual([labels.slideOf(modulo(pressed.shown + 1, quoteCount), quoteCount)]);
            expect((await readLog(page)).now - pressed.at, 'at rest before its own next move').toBeLessThan(delayMs - 500);
            const box = await carousel()
              .locator('[aria-roledescription="slide"]')
              .first()
              .evaluate((slide) => {
                const rect = slide.parentElement!.parentElement!.getBoundingClientRect();
                return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
              });
            // From near its reading end to near its reading start, more than half its width, so the
            // next quote is the nearer one on release; the pointer stays on the quotes all the while.
            const x = box.x + box.width * (rtl ? 0.2 : 0.8);
            const y = box.y + box.height / 2;
            const along = (rtl ? 1 : -1) * box.width * 0.6;
            const before = await readLog(page);
            await page.mouse.move(x, y);
            await page.mouse.down();
            for (let step = 1; step <= 8; step += 1) await page.mouse.move(x + (along * step) / 8, y);
            await page.mouse.up();
            await parkPointer(page);
            const released = lastInput(await readLog(page), 'pointerup');
            const log = await waitForLog(page, 'the move by the drag and the next of its own', (log) => changesAfter(log, before.now).length >= 2, 2 * delayMs + 5000);
            const [dragged, next] = changesAfter(log, before.now);
            expect(dragged.shown).toBe(modulo(shownAt(log, before.now) + 1, quoteCount));
            expect(dragged.at).toBeLessThan(released + 300);
            expect(next.shown).toBe(modulo(dragged.shown + 1, quoteCount));
            expect(next.at - released).toBeGreaterThanOrEqual(early);
            expect(next.at - released).toBeLessThan(late);
          });
        }

        it(`after the visitor moves it, it waits a full ${delayMs} ms before moving on`, { concurrent: false }, async ({ expect }) => {
          const { page } = visitor;
          // Half way between two moves of its own, the visitor presses next. Timed inside the page: a
          // click sent from here can take a second to land on a busy machine, past the next move.
          const ownMove = await carousel().evaluate(
            async (region, { next, delayMs }) => {
              const log = (window as unknown as { __carousels: { quotes: { at: number }[] } }).__carousels;
              const until = (done: () => boolean, limit: number) =>
                new Promise<void>((resolve, reject) => {
                  const poll = () => (done() ? resolve() : performance.now() > limit ? reject(new Error('the carousel did not move on its own')) : setTimeout(poll, 10));
                  poll();
                });
              const seen = log.quotes.length;
              await until(() => log.quotes.length > seen, performance.now() + 2 * delayMs + 5000);
              const move = log.quotes.at(-1)!.at;
              await until(() => performance.now() >= move + delayMs / 2, Infinity);
              [...region.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === next)!.click();
              return move;
            },
            { next: labels.next, delayMs },
          );
          const clicked = lastInput(await readLog(page), labels.next);
          // The press came well before its next move of its own was due.
          expect(clicked - ownMove).toBeLessThan(delayMs - 300);
          const log = await waitForLog(page, 'the move after the press', (log) => changesAfter(log, clicked).length >= 2, 2 * delayMs + 5000);
          const [pressed, next] = changesAfter(log, clicked);
          expect(pressed.shown).toBe(modulo(shownAt(log, clicked) + 1, quoteCount));
          expect(next.shown).toBe(modulo(pressed.shown + 1, quoteCount));
          expect(next.at - clicked).toBeGreaterThanOrEqual(early);
          expect(next.at - clicked).toBeLessThan(late);
        });

        it(
          `with keyboard focus on it, ${keys.forward} shows the next quote and ${keys.back} the previous; it holds still while focused and moves on ${delayMs} ms after focus leaves`,
          { concurrent: false },
          async ({ expect }) => {
            const { page } = visitor;
            // Back from its first button to the carousel with the keyboard.
            await carousel().getByRole('button', { name: labels.previous, exact: true }).focus();
            await page.keyboard.press('Shift+Tab');
            expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(labels.quotes);
            for (const key of [keys.forward, keys.back, keys.back]) {
              const before = (await readLog(page)).quotes.length;
              await page.keyboard.press(key);
              await waitForLog(page, `the pager after ${key}`, (log) => log.quotes.length > before, 5000);
            }
            const afterKeys = await readLog(page);
            const presses = afterKeys.inputs.filter((input) => input.what === keys.forward || input.what === keys.back).slice(-3);
            expect(presses.map((press) => press.what)).toEqual([keys.forward, keys.back, keys.back]);
            const moves = presses.map((press, index) => {
              const until = presses[index + 1]?.at ?? afterKeys.now;
              return {
                from: shownAt(afterKeys, press.at),
                to: afterKeys.quotes.filter((change) => change.at > press.at && change.at < until).map((change) => change.shown),
                step: press.what === keys.forward ? 1 : -1,
              };
            });
            for (const { from, to, step } of moves) expect(to).toEqual([modulo(from + step, quoteCount)]);

            // Held while the visitor reads with the keyboard there: nothing moves for more than a delay.
            const lastKey = presses.at(-1)!.at;
            await page.waitForTimeout(delayMs + 800);
            const held = await readLog(page);
            expect(held.now - lastKey).toBeGreaterThan(delayMs + 500);
            expect(changesAfter(held, lastKey).length).toBe(1);

            // Focus leaves (the visitor clicks the section's heading): it moves on a full delay later.
            const heading = page.locator('section', { has: carousel() }).getByRole('heading', { level: 2 });
            await heading.click();
            // Focus leaves as the button goes down, before the click.
            const left = lastInput(await readLog(page), 'pointerdown');
            expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null)).not.toBe(labels.quotes);
            const log = await waitForLog(page, 'a move after focus left', (log) => changesAfter(log, left).length > 0, 2 * delayMs + 5000);
            const next = changesAfter(log, left)[0];
            expect(next.shown).toBe(modulo(shownAt(log, left) + 1, quoteCount));
            expect(next.at - left).toBeGreaterThanOrEqual(early);
            expect(next.at - left).toBeLessThan(late);
          },
        );

        it('its pause button holds it still, and play starts it again', { concurrent: false }, async ({ expect }) => {
          const { page } = visitor;
          await carousel().getByRole('button', { name: labels.pause, exact: true }).click();
          await parkPointer(page);
          await expect.poll(() => carousel().getByRole('button', { name: labels.play, exact: true }).count()).toBe(1);
          const paused = lastInput(await readLog(page), labels.pause);
          await page.waitForTimeout(delayMs + 800);
          const held = await readLog(page);
          expect(held.now - paused).toBeGreaterThan(delayMs + 500);
          expect(changesAfter(held, paused)).toEqual([]);
          await carousel().getByRole('button', { name: labels.play, exact: true }).click();
          await parkPointer(page);
          await expect.poll(() => carousel().getByRole('button', { name: labels.pause, exact: true }).count()).toBe(1);
          const played = lastInput(await readLog(page), labels.play);
          const log = await waitForLog(page, 'a move after play', (log) => changesAfter(log, played).length > 0, 2 * delayMs + 5000);
          const next = changesAfter(log, played)[0];
          expect(next.shown).toBe(modulo(shownAt(log, played) + 1, quoteCount));
          expect(next.at - played).toBeGreaterThanOrEqual(early);
          expect(next.at - played).toBeLessThan(late);
        });
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Reduced motion: nothing moves or plays on its own

const stillCases = [
  {
    language: 'en',
    scheme: 'dark' as const,
    ...desktop,
    route: '/home-1-dark',
  },
  { language: 'ar', scheme: 'light' as const, ...phone, route: '/' },
];

function reducedMotionVisits() {
  for (const { route, ...options } of stillCases) {
    const { language } = options;
    const labels = labelsOf(language);
    const keys = keysOf(language);

    describe.concurrent(`reduced motion, nothing moves or plays on its own: ${route} in ${language}, ${options.scheme}, ${options.width} px, reduced motion`, { retry: 0 }, () => {
      const visitor = visit(route, { ...options, reducedMotion: true });
      const strip = () => visitor.page.getByRole('region', { name: labels.brands });
      const quotes = () => visitor.page.getByRole('region', { name: labels.quotes });

      it(`the logo strip holds still with no pause button, and ${keys.forward} still steps it`, { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        await parkPointer(page);
        await scrollToCentre(page, `[aria-roledescription="carousel"][aria-label="${labels.brands}"]`);
        await waitForLive(page, strip());
        await page.waitForTimeout(500);
        for (const step of travel(await sampleStrip(strip(), 1500), false)) expect(Math.abs(step.px)).toBeLessThan(0.5);
        expect(leadingLogo(await readStrip(strip()))).toBe(1);
        expect(await strip().getByRole('button').count()).toBe(0);
        await strip().focus();
        await page.keyboard.press(keys.forward);
        expect(leadingLogo(await settledStrip(page, strip()))).toBe(2);
      });

      it('the brand film stays on its poster: it does not start on its own', { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        const log = await waitForLog(page, '6.5 s after the band came alive', (log) => log.live.HomeBrandBand > 0 && log.now - log.live.HomeBrandBand > 6500, 20_000);
        expect(log.film).toEqual([]);
        expect(
          await page.evaluate(() => ({
            paused: document.querySelector('video')!.paused,
            controls: document.querySelector('video')!.controls,
          })),
        ).toEqual({ paused: true, controls: true });
      });

      it('the testimonials hold still with no pause button, and next jumps straight to the next quote', { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        await parkPointer(page);
        await scrollToCentre(page, `[aria-roledescription="carousel"][aria-label="${labels.quotes}"]`);
        await waitForLive(page, quotes());
        const log = await waitForLog(page, '4 s after the carousel came alive', (log) => log.live.Testimonials > 0 && log.now - log.live.Testimonials > 4000, 20_000);
        expect(changesAfter(log, 0)).toEqual([{ at: expect.any(Number), shown: 1 }]);
        expect(await quotes().getByRole('button', { name: labels.pause, exact: true }).count()).toBe(0);
        expect(await quotes().getByRole('button', { name: labels.play, exact: true }).count()).toBe(0);
        // Pressed, then six frames (about 0.1 s) later: the next quote is already wholly in view (a glide takes about a second).
        const arrived = await quotes().evaluate(async (region, next) => {
          [...region.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === next)!.click();
          for (let frame = 0; frame < 6; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
          const slides = [...region.querySelectorAll('[aria-roledescription="slide"]')];
          const box = slides[0].parentElement!.parentElement!.getBoundingClientRect();
          return slides.filter((slide) => Math.abs(slide.getBoundingClientRect().left - box.left) < 1.5).map((slide) => slide.getAttribute('aria-label'));
        }, labels.next);
        expect(arrived).toEqual([labels.slideOf(2, quoteCount)]);
        await expect.poll(async () => (await readLog(page)).quotes.at(-1)?.shown).toBe(2);
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// The film's dialog (spec §2 "Pricing page": a marketing home's video popup; §4 "closes on Escape")

const popupCases = [
  { language: 'en', scheme: 'light' as const, ...desktop, route: '/home-2' },
  { language: 'ar', scheme: 'dark' as const, ...phone, route: '/home-2-dark' },
];

function videoPopupVisits() {
  for (const { route, ...options } of popupCases) {
    const { language } = options;
    const labels = labelsOf(language);

    describe.concurrent(`video popup (spec §2, §4): ${route} in ${language}, ${options.scheme}, ${options.width} px`, { retry: 0 }, () => {
      const visitor = visit(route, options);
      const playButton = () =>
        visitor.page.getByRole('button', {
          name: labels.playVideo,
          exact: true,
        });
      const dialog = () => visitor.page.getByRole('dialog', { name: labels.videoTitle });
      const focused = () =>
        visitor.page.evaluate(() => ({
          name: document.activeElement?.getAttribute('aria-label') ?? null,
          inDialog: !!document.activeElement?.closest('[role="dialog"]'),
        }));

      it('its play button opens the film in a dialog named by its title, muted with controls, focus inside, and the film plays', { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        await playButton().scrollIntoViewIfNeeded();
        await waitForLive(page, playButton());
        expect(await playButton().getAttribute('aria-haspopup')).toBe('dialog');
        expect(await dialog().count()).toBe(0);
        await playButton().click();
        await dialog().waitFor({ state: 'visible' });
        await expect.poll(focused).toMatchObject({ inDialog: true });
        const film = dialog().locator('video');
        expect(
          await film.evaluate((video: HTMLVideoElement) => ({
            muted: video.muted,
            controls: video.controls,
          })),
        ).toEqual({ muted: true, controls: true });
        await expect.poll(() => film.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0), { timeout: 15_000 }).toBe(true);
      });

      it('Escape closes it and focus returns to the play button', { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        await page.keyboard.press('Escape');
        await dialog().waitFor({ state: 'detached' });
        await expect.poll(focused).toEqual({ name: labels.playVideo, inDialog: false });
      });

      it('from the keyboard: Enter on the play button opens it, its close button closes it, and focus returns', { concurrent: false }, async ({ expect }) => {
        const { page } = visitor;
        await playButton().focus();
        await page.keyboard.press('Enter');
        await dialog().waitFor({ state: 'visible' });
        await expect.poll(focused).toMatchObject({ inDialog: true });
        await dialog().getByRole('button', { name: labels.closeVideo, exact: true }).focus();
        await page.keyboard.press('Enter');
        await dialog().waitFor({ state: 'detached' });
        await expect.poll(focused).toEqual({ name: labels.playVideo, inDialog: false });
      });
    });
  }
}

// The longest visits first (see quoteCases): each area's visits, side by side with the others'.
testimonialVisits();
brandBandVisits();
reducedMotionVisits();
videoPopupVisits();
