import type { Browser, ElementHandle, Locator, Page } from 'playwright-core';
import { contactFormLabels } from '../../src/content/contact';
import { faqs } from '../../src/content/faq';
import { mainMenu } from '../../src/content/navigation';
import { pricingTabs } from '../../src/content/pricing';
import { services } from '../../src/content/services';
import { shellLabels } from '../../src/content/shellLabels';
import { ui } from '../../src/content/ui';
import { detailPath, sitePath } from '../../src/sitePaths';
import { type Seen, liveAt, movedAt, openSlowPhone, openedAt, seenUncovered } from './slowPhone';

/*
 * One visitor's way through the site on the slow phone (npm run bench:journey): home → a service →
 * pricing → contact → a sent inquiry, each page reached by tapping its link in the header's menu.
 * Loaded in a language (`journeyVisitor.ts?locale=es`: its content modules come in Spanish), it
 * finds everything by role and visible words, as a visitor does, so it follows the markup's changes.
 */

/** A figure of the visit: on which page, what, and its value (ms, or whether the brand screen showed). */
export interface JourneyFigure {
  step: 'home' | 'service' | 'pricing' | 'contact' | 'visit';
  page: string;
  what: string;
  value: number | boolean;
}

/** What the watcher notes on each page; times are epoch ms (timeOrigin + now), comparable across pages. */
interface Arrival {
  navigationStart: number;
  /** When the finger last landed on the page before, that is on the link that opened this one. */
  tapAt: number | null;
  contentAt: number | null;
  brandScreen: boolean;
}
declare global {
  interface Window {
    journeyArrival?: Arrival;
  }
}

const tapKey = 'journey:lastTap';

/**
 * An init script, in every document of the visit: keeps when each tap landed (in sessionStorage, for
 * the page it opens) and watches every frame, from the document's start, for the first in which the
 * main heading is painted uncovered: the first-load screen gone or faded out (as seenUncovered
 * reads it), the heading on screen and topmost at its centre.
 */
function watchArrival(key: string) {
  const arrival: Arrival = { navigationStart: performance.timeOrigin, tapAt: Number(sessionStorage.getItem(key)) || null, contentAt: null, brandScreen: false };
  window.journeyArrival = arrival;
  // The input's own time stamp: when the finger landed, however busy the main thread then was.
  addEventListener('pointerdown', (event) => sessionStorage.setItem(key, String(performance.timeOrigin + event.timeStamp)), { capture: true, passive: true });
  const frame = () => {
    const loader = document.querySelector('[data-testid="site-loader"]');
    const style = loader ? getComputedStyle(loader) : null;
    const covers = style !== null && style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    arrival.brandScreen ||= covers;
    const heading = document.querySelector('h1');
    const box = heading?.getBoundingClientRect();
    const top = box && box.height > 0 && box.top + box.height / 2 < innerHeight ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) : null;
    if (!covers && top && heading?.contains(top)) arrival.contentAt = performance.timeOrigin + performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The page the last navigation opened, once its heading is seen. */
async function arrived(page: Page): Promise<Arrival & { contentAt: number }> {
  const found = await page.waitForFunction(() => (window.journeyArrival?.contentAt ? window.journeyArrival : null), undefined, { polling: 100, timeout: 60_000 });
  return (await found.jsonValue()) as Arrival & { contentAt: number };
}

const tap = (page: Page) => (seen: Seen) => page.touchscreen.tap(seen.x, seen.y);

/**
 * How long the finger rests on a link: a quick tap. Playwright's tap lifts the finger in the same
 * instant it lands, which leaves nothing the page starts on the finger down (a prerender on
 * `pointerdown`) any time before the navigation; a visitor's finger gives it about this long.
 */
export const linkTapMs = 100;

/** A tap on a link as a finger makes it: down in the middle of the link, up `linkTapMs` later. */
async function holdTap(page: Page, link: Locator) {
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error('the link to tap has no box on screen');
  const touch = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch] });
    await new Promise((resolve) => setTimeout(resolve, linkTapMs));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    // The session may go with the page the tap opened.
    await cdp.detach().catch(() => {});
  }
}
const typeInto = (page: Page, text: string) => async (seen: Seen) => {
  await tap(page)(seen);
  await page.keyboard.type(text, { delay: 30 });
};

/**
 * Uses the control the frame it is seen uncovered, as slowPhoneVisitor does; ms from then until it
 * is live: React owns it, or, for a part the browser runs (`liveWhen`), it answered the tap.
 */
async function seenToLive(page: Page, target: Locator, use = tap(page), liveWhen: (handle: ElementHandle<Element>) => Promise<number> = (handle) => liveAt(target, handle)): Promise<number> {
  const { seen, handle } = await seenUncovered(target);
  const live = liveWhen(handle);
  live.catch(() => {}); // awaited once used
  await use(seen);
  return (await live) - seen.at;
}

/** The menu's words on the way to a page: its link, under its group's name when the group folds. */
function menuPath(to: string): [string] | [string, string] {
  for (const item of mainMenu) {
    if (!item.children && item.to === to) return [item.label];
    const child = item.children?.find((entry) => entry.to === to);
    if (child) return [item.label, child.label];
  }
  throw new Error(`the header's menu has no link to ${to}`);
}

// The first question starts open; the second is the first a visitor opens: the summary of a native
// <details> (which has no role), live when it shows open after the tap.
const question = faqs[1].title;
const faqQuestion = (page: Page) => page.locator('#faqAccordion summary', { hasText: question });
const inquiry = [
  { label: contactFormLabels.name, text: 'Ada Founder' },
  { label: contactFormLabels.email, text: 'ada.founder@example.com' },
  { label: contactFormLabels.phone, text: '+234 803 555 0100' },
  { label: contactFormLabels.comments, text: 'Can I form a Wyoming LLC from Nigeria?' },
];

interface Answer {
  outcome: 'success' | 'failure' | 'unexpected';
  at: number;
  /** When the finger landed on send. */
  tapAt: number;
}

/** Until the form's answer shows: which, and when. */
function answered(page: Page): Promise<Answer> {
  const answers = { success: contactFormLabels.success, failure: contactFormLabels.failure, unexpected: contactFormLabels.unexpected };
  return page
    .waitForFunction(
      ({ key, answers }) => {
        const shown = [...document.querySelectorAll('[role="alert"]')].find((alert) => alert.checkVisibility());
        const outcome = Object.entries(answers).find(([, text]) => shown?.textContent?.includes(text))?.[0];
        return outcome ? { outcome, at: performance.timeOrigin + performance.now(), tapAt: Number(sessionStorage.getItem(key)) } : null;
      },
      { key: tapKey, answers },
      { polling: 'raf', timeout: 60_000 },
    )
    .then((found) => found.jsonValue() as Promise<Answer>);
}

/**
 * One visit in a fresh profile (its own cache and first-load screen), from `homeUrl`; `note` gets
 * each figure as it is taken, so a visit that fails halfway keeps what it measured.
 */
export async function visitSite(browser: Browser, homeUrl: string, locale: string, note: (figure: JourneyFigure) => void) {
  const { context, page } = await openSlowPhone(browser, { locale });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(watchArrival, tapKey);
  let waiting = 0;
  const noteOn = (step: JourneyFigure['step']) => (what: string, value: number | boolean) => note({ step, page: new URL(page.url()).pathname, what, value });
  const contentSeen = async (step: JourneyFigure['step']) => {
    const arrival = await arrived(page);
    const ms = arrival.contentAt - (arrival.tapAt ?? arrival.navigationStart);
    waiting += ms;
    noteOn(step)('time to content', ms);
    noteOn(step)('brand screen shown', arrival.brandScreen);
  };
  const follow = async (step: JourneyFigure['step'], to: string) => {
    noteOn(step)('menu button: seen → live', await seenToLive(page, page.getByRole('button', { name: shellLabels.header.openMenu, exact: true })));
    const menu = page.getByRole('navigation', { name: shellLabels.header.mainNav }).filter({ visible: true });
    const [group, entry] = menuPath(to);
    if (entry) await menu.getByText(group, { exact: true }).tap();
    const link = menu.getByRole('link', { name: entry ?? group, exact: true });
    const target = new URL((await link.getAttribute('href')) ?? to, page.url()).pathname.replace(/\/$/, '');
    await holdTap(page, link);
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === target, { waitUntil: 'commit' });
  };
  try {
    await page.goto(homeUrl, { waitUntil: 'commit' });
    await contentSeen('home');
    // The page's head script answers the arrow before Embla arrives: live when the pager shows the next slide, as the live bench times it.
    noteOn('home')(
      "testimonials' next arrow: seen → live",
      await seenToLive(page, page.getByRole('button', { name: ui.carousel.nextTestimonial, exact: true }), tap(page), (handle) => movedAt(handle)),
    );
    noteOn('home')('FAQ question: seen → live', await seenToLive(page, faqQuestion(page), tap(page), (handle) => openedAt(handle)));
    await follow('home', detailPath('services-details', services[0].id));
    await contentSeen('service');
    await follow('service', sitePath('/pricing'));
    await contentSeen('pricing');
    noteOn('pricing')('pricing tab: seen → live', await seenToLive(page, page.getByRole('tab', { name: pricingTabs[1].label, exact: true })));
    await follow('pricing', sitePath('/contact-us'));
    await contentSeen('contact');
    for (const [index, { label, text }] of inquiry.entries()) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      if (index === 0) noteOn('contact')('first field: seen → live', await seenToLive(page, field, typeInto(page, text)));
      else await typeInto(page, text)((await seenUncovered(field)).seen);
    }
    // Watched from before the tap: an inquiry sent while the form was already live is answered fast.
    let answer: Promise<Answer> | undefined;
    const send = page.getByRole('button', { name: contactFormLabels.submit, exact: true });
    noteOn('contact')(
      'send button: seen → live',
      await seenToLive(page, send, async (seen) => {
        answer = answered(page);
        answer.catch(() => {});
        await tap(page)(seen);
      }),
    );
    const { outcome, at: answeredAt, tapAt } = await answer!;
    if (outcome !== 'success') throw new Error(`the inquiry was answered with "${contactFormLabels[outcome]}"`);
    noteOn('contact')('send → sent', answeredAt - tapAt);
    note({ step: 'visit', page: '', what: 'total waiting', value: waiting + answeredAt - tapAt });
  } catch (error) {
    // Where the visit stopped, for the table's cell; Playwright's message says what it waited for.
    throw new Error(`on ${new URL(page.url()).pathname}: ${(error as Error).message}`, { cause: error });
  } finally {
    await context.close();
  }
}
