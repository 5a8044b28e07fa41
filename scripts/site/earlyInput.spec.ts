import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { billingCyclePlans } from '../../src/content/pricing';
import { contactFormLabels } from '../../src/content/contact';
import { faqs } from '../../src/content/faq';
import { shellLabels } from '../../src/content/shellLabels';
import { ui } from '../../src/content/ui';
import { loaderLeaves, siteUrl, specBrowser } from './visit';

const site = specBrowser('earlyInput');

/**
 * A page whose scripts are held back until `release()`: what a visitor on a slow phone sees for a
 * few seconds, a painted page whose code has not arrived. Reduced motion keeps carousels still, so
 * only the visitor moves them.
 */
async function heldPage(route: string, width = 412): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  site.visited();
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (request) => {
    await held;
    await request.continue();
  });
  await page.goto(new URL(route, siteUrl()).href, { waitUntil: 'load' });
  await loaderLeaves(page);
  return { context, page, release };
}

/** A field React has taken over (the same sign the crawl waits for on <main>). */
const isLive = (field: Locator) => field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * A visitor on a slow phone types into a field as soon as it is painted, before the page's code has
 * arrived: the scripts are held back until the typing is done. Once the code runs and takes the field
 * over, every character must still be there.
 */
const fields = [
  { route: '/contact-us', role: 'textbox', label: contactFormLabels.name, text: 'Ada Founder' },
  { route: '/contact-us', role: 'textbox', label: contactFormLabels.email, text: 'ada.founder@example.com' },
  { route: '/contact-us', role: 'textbox', label: contactFormLabels.comments, text: 'Can I form a Wyoming LLC from Nigeria?' },
  { route: '/blog-single/1', role: 'textbox', label: ui.forms.comment.comment, text: 'Does this work from Lagos?' },
  { route: '/blog-single/1', role: 'textbox', label: ui.forms.comment.name, text: 'Ada Founder' },
  { route: '/blog-with-sidebar', role: 'searchbox', label: ui.blog.sidebar.searchLabel, text: 'Wyoming' },
  { route: '/home-2', role: 'textbox', label: ui.forms.newsletter.email, text: 'ada.founder@example.com' },
] as const;

describe.concurrent('text typed before the page came alive', () => {
  it.for(fields)('$route: "$label" keeps "$text"', async ({ route, role, label, text }, { expect }) => {
    const { context, page, release } = await heldPage(route);
    try {
      const field = page.getByRole(role, { name: label, exact: true });
      await field.scrollIntoViewIfNeeded();
      await field.click();
      await page.keyboard.type(text);
      expect(await isLive(field)).toBe(false);
      release();
      await expect.poll(() => isLive(field), { timeout: 30_000 }).toBe(true);
      expect(await field.inputValue()).toBe(text);
    } finally {
      await context.close();
    }
  });
});

/**
 * The same visitor taps a control the moment it is painted. The tap is held while the code is on
 * its way and takes effect, once, when the control comes alive.
 */
const taps: { name: string; route: string; width?: number; tap: (page: Page) => Locator; effect: (page: Page) => Promise<unknown>; expected: unknown }[] = [
  {
    name: 'the yearly switch shows the yearly plans',
    route: '/home-2',
    tap: (page) => page.getByRole('button', { name: billingCyclePlans[1].label, exact: true }),
    effect: (page) => page.getByRole('button', { name: billingCyclePlans[1].label, exact: true }).getAttribute('aria-pressed'),
    expected: 'true',
  },
];

/** Which of the FAQ's questions are open, in order: the browser's own state of each `<details>`. */
const openQuestions = (page: Page) => page.locator('#faqAccordion details').evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open));

/**
 * The header, the FAQ and the plan tabs need no code at all (src/sections/Header/headerBehaviour.ts;
 * the FAQ is `<details name>`; src/sections/PricingTabs/tabsBehaviour.ts): they answer the moment
 * they are painted, while every script of the page is
 * still held back.
 */
const nativeTaps: { name: string; route: string; width: number; tap: (page: Page) => Locator; effect: (page: Page) => Promise<unknown>; expected: unknown }[] = [
  {
    name: 'the mobile menu button opens the menu',
    route: '/',
    width: 412,
    tap: (page) => page.getByRole('button', { name: shellLabels.header.openMenu }),
    effect: (page) => page.getByRole('button', { name: shellLabels.header.closeMenu }).isVisible(),
    expected: true,
  },
  {
    name: 'the scheme toggle switches to dark',
    route: '/',
    width: 1280,
    tap: (page) => page.getByRole('button', { name: shellLabels.header.toDarkScheme }),
    effect: (page) => page.evaluate(() => document.documentElement.hasAttribute('data-dark')),
    expected: true,
  },
  {
    name: 'the language button opens the languages',
    route: '/',
    width: 1280,
    tap: (page) => page.getByRole('button', { name: /^EN, / }),
    effect: (page) => page.getByRole('link', { name: 'Español' }).isVisible(),
    expected: true,
  },
  {
    name: 'an FAQ question opens and the first closes',
    route: '/',
    width: 412,
    tap: (page) => page.locator('#faqAccordion summary').filter({ hasText: faqs[1].title }),
    effect: openQuestions,
    expected: faqs.map((_, index) => index === 1),
  },
  {
    name: 'a pricing tab opens its plans',
    route: '/pricing',
    width: 412,
    tap: (page) => page.getByRole('tab', { name: 'Mail Box' }),
    effect: async (page) => [await page.getByRole('tab', { selected: true }).innerText(), new URL(page.url()).search, await page.getByRole('tabpanel').getAttribute('id')],
    expected: ['Mail Box', '?tab=mailbox', 'pricing-panel-mailbox'],
  },
];

describe.concurrent('the header, the FAQ and the plan tabs before any code arrived', () => {
  it.for(nativeTaps)('$route: $name at once', async ({ route, width, tap, effect, expected }, { expect }) => {
    const { context, page } = await heldPage(route, width);
    try {
      expect(await effect(page)).not.toEqual(expected);
      await tap(page).click();
      expect(await effect(page)).toEqual(expected);
    } finally {
      await context.close();
    }
  });
});

/** The pager's '2 / 3', and where the slide it names sits (its left edge, on screen: 0). */
const testimonialShown = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"]')
    .filter({ has: page.getByRole('button', { name: ui.carousel.nextTestimonial }) })
    .evaluate((carousel) => {
      const pager = [...carousel.querySelectorAll('p')].find((p) => /^\d+ \/ \d+$/.test(p.textContent ?? ''))?.textContent ?? '';
      const n = Number(pager.split(' ')[0]);
      const slide = carousel.querySelectorAll('[aria-roledescription="slide"]')[n - 1];
      const viewport = slide?.parentElement?.parentElement;
      return { pager, offset: slide && viewport ? Math.round(slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left) : null };
    });

/**
 * The carousels' arrows move them from the first paint (src/components/carousel/carouselBeforeCode.ts):
 * the page's own script slides the prerendered track while the carousel's code is held back, and
 * Embla, once there, starts where it stands, with no jump, and takes the next tap.
 */
describe('the carousels before their code arrived', () => {
  it("/: the testimonials' arrows move it at once, and Embla goes on from there", async ({ expect }) => {
    const { context, page, release } = await heldPage('/');
    try {
      const next = page.getByRole('button', { name: ui.carousel.nextTestimonial });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await next.click();
      await page.getByRole('button', { name: ui.carousel.previousTestimonial }).click();
      // The track slides for 300 ms: a busy machine may read it on its way.
      await expect.poll(() => testimonialShown(page)).toEqual({ pager: expect.stringMatching(/^2 \/ \d+$/), offset: 0 });
      expect(await isLive(next)).toBe(false);
      release();
      await expect.poll(() => isLive(next), { timeout: 30_000 }).toBe(true);
      expect(await testimonialShown(page)).toEqual({ pager: expect.stringMatching(/^2 \/ \d+$/), offset: 0 });
      await next.click();
      await expect.poll(() => testimonialShown(page)).toEqual({ pager: expect.stringMatching(/^3 \/ \d+$/), offset: 0 });
    } finally {
      await context.close();
    }
  });

  it('/project-carousel: the next arrow and a dot move it at once, and Embla goes on from there', async ({ expect }) => {
    const { context, page, release } = await heldPage('/project-carousel');
    try {
      const next = page.getByRole('button', { name: ui.carousel.nextSlide });
      const current = () => page.locator('[aria-roledescription="carousel"] button[aria-current="true"]').getAttribute('aria-label');
      await next.scrollIntoViewIfNeeded();
      await next.click();
      expect(await current()).toBe(ui.carousel.goToSlide(2));
      await page.getByRole('button', { name: ui.carousel.goToSlide(4) }).click();
      expect(await current()).toBe(ui.carousel.goToSlide(4));
      release();
      await expect.poll(() => isLive(next), { timeout: 30_000 }).toBe(true);
      expect(await current()).toBe(ui.carousel.goToSlide(4));
      await next.click();
      await expect.poll(current).toBe(ui.carousel.goToSlide(5));
    } finally {
      await context.close();
    }
  });
});

describe.concurrent('a tap before the page came alive', () => {
  it.for(taps)('$route: $name', async ({ route, width, tap, effect, expected }, { expect }) => {
    const { context, page, release } = await heldPage(route, width);
    try {
      const control = tap(page);
      await control.scrollIntoViewIfNeeded();
      const before = await effect(page);
      await control.click();
      expect(before).not.toEqual(expected);
      expect(await effect(page)).toEqual(before);
      release();
      await expect.poll(() => effect(page), { timeout: 30_000 }).toEqual(expected);
    } finally {
      await context.close();
    }
  });
});
