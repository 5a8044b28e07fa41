import type { Browser, BrowserContext, ElementHandle, Locator, Page } from 'playwright-core';

/**
 * Lighthouse's mobile profile, applied for real rather than simulated: a Moto G Power sized
 * screen, slow 4G (150 ms latency, 1.6 Mbps down, 750 kbps up) and a CPU four times slower.
 * Shared by scripts/site/slowPhone.spec.ts and the bench's "live after seen" figure.
 */
export const slowPhone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export interface SlowPhoneOptions {
  /** The same phone turned sideways: the header shows controls a portrait phone keeps in its menu. */
  landscape?: boolean;
  /** Keeps carousels from moving on their own, so only the visitor moves them. */
  reducedMotion?: boolean;
  /** The browser's language: a visitor of /es/ reads Spanish, and is offered no other language. */
  locale?: string;
}

/** A fresh visitor (empty cache, light system scheme) on the throttled phone. Navigate it yourself. */
export async function openSlowPhone(browser: Browser, { landscape = false, reducedMotion = false, locale = 'en-US' }: SlowPhoneOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { width, height } = slowPhone.viewport;
  const context = await browser.newContext({
    viewport: landscape ? { width: height, height: width } : { width, height },
    deviceScaleFactor: slowPhone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'light',
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    locale,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: slowPhone.downloadBytesPerSecond,
    uploadThroughput: slowPhone.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  return { context, page };
}

export interface Seen {
  /** The control's centre, where the visitor's finger lands. */
  x: number;
  y: number;
  /** performance.now() of the frame in which it was first seen uncovered. */
  at: number;
}

/**
 * Waits, frame by frame in the page, until the control is painted where a finger reaches it: the
 * first-load screen gone (the same test as visit.ts' loaderLeaves, checked every frame instead of
 * every 100 ms from Node, so the visitor is not slower than the page), the control on screen, and
 * nothing over its centre. Deliberately blind to whether the page's code has run. A control off
 * screen is scrolled to, again whenever the loading page pushes it away, as a visitor would.
 */
export async function seenUncovered(control: Locator, timeout = 30_000): Promise<{ seen: Seen; handle: ElementHandle<Element> }> {
  await control.waitFor({ state: 'visible', timeout });
  const handle: ElementHandle<Element> = await control.elementHandle({ timeout });
  const seen = await handle.evaluate(
    (element, limit) =>
      new Promise<Seen>((resolve, reject) => {
        const giveUp = performance.now() + limit;
        const loaderGone = () => {
          const loader = document.querySelector('[data-testid="site-loader"]');
          if (!loader) return true;
          const style = getComputedStyle(loader);
          return style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0;
        };
        const frame = () => {
          const box = element.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          const onScreen = box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && x >= 0 && x < innerWidth;
          // Instant: the site scrolls smoothly, and a finger follows the page, not an animation.
          if (!onScreen && box.height > 0) element.scrollIntoView({ block: 'center', behavior: 'instant' });
          const top = onScreen ? document.elementFromPoint(x, y) : null;
          if (loaderGone() && top && (top === element || element.contains(top))) resolve({ x, y, at: performance.now() });
          else if (performance.now() > giveUp) reject(new Error('never seen uncovered'));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    timeout,
  );
  return { seen, handle };
}

/**
 * performance.now() of the first frame in which React owns the control (a `__reactFiber` or
 * `__reactProps` key on it), or at once for a control outside every island, which works natively. If React replaced the
 * prerendered element instead of adopting it, the replacement found by the locator counts.
 */
export async function liveAt(control: Locator, handle?: ElementHandle<Element>, timeout = 30_000): Promise<number> {
  const deadline = Date.now() + timeout;
  for (let current: ElementHandle<Element> = handle ?? (await control.elementHandle({ timeout })); ;) {
    const at = await current.evaluate(
      (element, limit) =>
        new Promise<number | null>((resolve) => {
          const giveUp = performance.now() + limit;
          // A control outside every island (the header's) needs no code: it is live once painted.
          const owned = (el: Element) => !el.closest('[data-island]') || Object.keys(el).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'));
          const frame = () => {
            if (owned(element)) resolve(performance.now());
            else if (!element.isConnected || performance.now() > giveUp) resolve(null);
            else requestAnimationFrame(frame);
          };
          frame();
        }),
      Math.max(0, deadline - Date.now()),
    );
    if (at !== null) return at;
    if (Date.now() >= deadline) throw new Error(`${control} never came alive`);
    current = await control.elementHandle({ timeout: Math.max(1, deadline - Date.now()) });
  }
}

/**
 * performance.now() of the first frame in which the control's `<details>` is open: when the browser
 * answered the visitor's tap on a disclosure it runs itself (the FAQ), which no React will ever own.
 * Watch from before the tap: the frame after the tap counts, its delivery to the page included.
 */
export function openedAt(handle: ElementHandle<Element>, timeout = 30_000): Promise<number> {
  return handle.evaluate(
    (element, limit) =>
      new Promise<number>((resolve, reject) => {
        const details = element.closest('details');
        if (!details) return reject(new Error('the control is not inside a <details>'));
        const giveUp = performance.now() + limit;
        const frame = () => {
          if (details.open) resolve(performance.now());
          else if (performance.now() > giveUp) reject(new Error('its <details> never opened'));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    timeout,
  );
}

/** Resolves once the page's main thread has had idle time twice: hydration and replays are done. */
export function quiet(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), { timeout: 3000 });
      }),
  );
}

/**
 * performance.now() of the first frame in which the control's carousel shows another slide in its
 * pager (the '2 / 3' text, or which dot is current) than when watching started: when the visitor's
 * tap on an arrow was answered, by the page's own script before the code arrives or by Embla after.
 * Watch from before the tap, as for openedAt.
 */
export function movedAt(handle: ElementHandle<Element>, timeout = 30_000): Promise<number> {
  return handle.evaluate(
    (element, limit) =>
      new Promise<number>((resolve, reject) => {
        const carousel = element.closest('[aria-roledescription="carousel"]');
        if (!carousel) return reject(new Error('the control is not inside a carousel'));
        const shown = () => {
          const fraction = [...carousel.querySelectorAll('p')].map((p) => p.textContent ?? '').find((text) => /^\d+ \/ \d+$/.test(text));
          const dots = [...carousel.querySelectorAll('button')].findIndex((button) => button.getAttribute('aria-current') === 'true');
          return `${fraction ?? ''} ${dots}`;
        };
        const before = shown();
        const giveUp = performance.now() + limit;
        const frame = () => {
          if (shown() !== before) resolve(performance.now());
          else if (performance.now() > giveUp) reject(new Error('its carousel never moved'));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    timeout,
  );
}
