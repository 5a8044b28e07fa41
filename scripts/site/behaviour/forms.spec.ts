import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { type ExpectStatic as Expect, afterAll, beforeAll, describe, it } from 'vitest';
import { localePath } from '../../../src/locale/localePath';
import { colorSchemes } from '../../../src/theme/colorSchemes';
import { specBrowser, waitForHydration } from '../visit';
import { desktop, localeOf, openPage, phone, visitorBrowser } from './visitor';

/*
 * What a visitor operates, on the built site (spec §2, §4, §5, §8, §9): the FAQ, the pricing tabs and
 * their plan buttons, the monthly/yearly switch, the contact form and its answers, the newsletter box,
 * the comment form, the blog's search box, and the toasts they show. Each form is driven once its
 * island is live (scrolled near, its `data-awaiting-code` marker gone), except the FAQ's JavaScript-off
 * visits. A page is visited once per case and its behaviours are read one after another in it.
 */
const site = specBrowser('behaviour-forms');

type Language = 'en' | 'es' | 'ar';

/** The content modules in a language (the site project's catalogs plugin: `faq.ts?locale=es`). */
async function contentIn(language: Language) {
  const load = (name: string) => import(/* @vite-ignore */ `/src/content/${name}.ts${language === 'en' ? '' : `?locale=${language}`}`);
  const [faq, pricing, sectionLabels, contact, ui, home, blog, site] = await Promise.all([
    load('faq') as Promise<typeof import('../../../src/content/faq')>,
    load('pricing') as Promise<typeof import('../../../src/content/pricing')>,
    load('sectionLabels') as Promise<typeof import('../../../src/content/sectionLabels')>,
    load('contact') as Promise<typeof import('../../../src/content/contact')>,
    load('ui') as Promise<typeof import('../../../src/content/ui')>,
    load('home') as Promise<typeof import('../../../src/content/home')>,
    load('blog') as Promise<typeof import('../../../src/content/blog')>,
    load('site') as Promise<typeof import('../../../src/content/site')>,
  ]);
  return {
    faqs: faq.faqs,
    pricingTabs: pricing.pricingTabs,
    cycles: pricing.billingCyclePlans,
    cycleHeading: pricing.billingCycleHeading,
    planLabels: sectionLabels.planLabels,
    newsletterLabels: sectionLabels.newsletterLabels,
    newsletterHeading: home.newsletter,
    contactLabels: contact.contactFormLabels,
    planComments: contact.planComments,
    commentLabels: ui.commentFormLabels,
    sidebarLabels: ui.blogSidebarLabels,
    opensInNewTab: ui.ui.common.opensInNewTab,
    blogCards: blog.blogCards,
    portalUrl: site.site.portalSignInUrl,
  };
}

const content = { en: await contentIn('en'), es: await contentIn('es'), ar: await contentIn('ar') };

interface Case {
  language: Language;
  scheme: 'light' | 'dark';
  width: number;
  height: number;
}

const at = (language: Language, path: string) => localePath(localeOf(language), path);

/** A fresh visitor's profile and the page, opened as they open it (the brand screen gone). */
async function visit({ language, scheme, width, height }: Case, route: string, javaScript = true) {
  const context = await visitorBrowser(site.browser, { language, scheme, width, height, javaScript });
  site.visited();
  // A part that never shows fails its test in seconds, not at the test's two-minute limit.
  context.setDefaultTimeout(15_000);
  try {
    return { context, page: await openPage(context, route, language) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Brings a part to the middle of the screen, as a visitor's scroll does, and waits for its code. */
async function bringLive(page: Page, part: Locator) {
  await part.first().evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await waitForHydration(page);
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a screen reader reads as a field's description: the text its aria-describedby points at. */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** The browser's own verdict on a field, as its validation bubble would give it. */
const validity = (field: Locator) =>
  field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => ({
    required: element.required,
    type: element.type,
    valueMissing: element.validity.valueMissing,
    typeMismatch: element.validity.typeMismatch,
    value: element.value,
  }));

/** Requests the page sends from now on, other than fetching files (GET). */
function sentRequests(page: Page) {
  const sent: { method: string; url: string }[] = [];
  const listener = (request: Request) => {
    if (request.method() !== 'GET' || /\/rest\/|\/inquiries/.test(request.url())) sent.push({ method: request.method(), url: request.url() });
  };
  page.on('request', listener);
  return { sent, stop: () => page.off('request', listener) };
}

// ---------------------------------------------------------------------------------------------------
// Toasts: recorded inside the page (a MutationObserver misses no appearance, a 100 ms sampler shows
// where each one stood and whether it was on screen), since a test polling from outside can miss a
// short-lived toast on a busy machine.

interface ToastRecord {
  text: string;
  addedAt: number;
  removedAt: number | null;
  samples: { at: number; onScreen: boolean }[];
}

/** Starts recording every toast: a role=alert message floating over the page (in a fixed layer). */
function recordToasts(page: Page) {
  return page.evaluate(() => {
    const log: ToastRecord[] = [];
    const tracked = new Map<Element, ToastRecord>();
    const floating = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    };
    const scan = () => {
      const now = performance.now();
      for (const element of document.querySelectorAll('[role=alert]')) {
        if (tracked.has(element) || !floating(element)) continue;
        const record: ToastRecord = { text: (element.textContent ?? '').trim(), addedAt: now, removedAt: null, samples: [] };
        tracked.set(element, record);
        log.push(record);
      }
      for (const [element, record] of tracked) if (!element.isConnected && record.removedAt === null) record.removedAt = now;
    };
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
    setInterval(() => {
      scan();
      const now = performance.now();
      for (const [element, record] of tracked) {
        if (record.removedAt !== null) continue;
        const box = element.getBoundingClientRect();
        const onScreen = box.width > 0 && box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight && Number(getComputedStyle(element).opacity) > 0.9;
        record.samples.push({ at: now - record.addedAt, onScreen });
      }
    }, 100);
    (window as unknown as { __toasts: ToastRecord[] }).__toasts = log;
  });
}

const toasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: ToastRecord[] }).__toasts);
const toastsSaying = async (page: Page, message: string) => (await toasts(page)).filter((toast) => toast.text.includes(message));

/** The toast as the visitor sees it once it has slid in: where it sits and its colours. */
async function settledToast(page: Page, message: string) {
  const toast = page.getByRole('alert').filter({ hasText: message });
  const read = () =>
    toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: innerWidth, background: style.backgroundColor, color: style.color, dir: document.dir };
    });
  let last = await read();
  // Slid in: on screen and still between two readings.
  for (let tries = 0; tries < 50; tries += 1) {
    await page.waitForTimeout(100);
    const now = await read();
    if (now.left >= 0 && now.right <= now.width && Math.abs(now.left - last.left) < 0.5) return now;
    last = now;
  }
  return last;
}

type Rgb = [number, number, number, number];
const rgb = (css: string): Rgb => {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(css);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16), 1];
  const parts = /rgba?\(([^)]+)\)/
    .exec(css)?.[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3) throw new Error(`not a colour: ${css}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
};
const luminance = ([r, g, b]: Rgb) => {
  const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
/** WCAG contrast of a text colour (blended over its background when translucent) against the background. */
function contrast(text: string, background: string) {
  const back = rgb(background);
  const front = rgb(text);
  const blended: Rgb = [0, 1, 2].map((index) => front[index] * front[3] + back[index] * (1 - front[3])) as unknown as Rgb;
  const [light, dark] = [luminance(blended), luminance(back)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const successMain = (scheme: 'light' | 'dark') => (colorSchemes[scheme].palette?.success as { main: string }).main;

/**
 * Spec §9's toast defaults, read from the toast the form just showed: announced (role=alert),
 * top-right (top-left in Arabic, mirrored as the whole page is), in the scheme's
 * colours (the light scheme's in light) with AA contrast, on screen for 5 s and then gone by itself.
 */
async function expectToastDefaults(expect: Expect, page: Page, message: string, { scheme, width, language }: Case) {
  const shown = await settledToast(page, message);
  // Top-right: flush with the top and the end edge of the window (the left, right to left), on that side.
  const rtl = localeOf(language).dir === 'rtl';
  const fromEnd = rtl ? shown.left : shown.width - shown.right;
  expect(shown.top).toBeGreaterThanOrEqual(0);
  expect(shown.top).toBeLessThan(48);
  expect(fromEnd).toBeGreaterThanOrEqual(0);
  expect(fromEnd).toBeLessThan(48);
  if (width >= desktop.width && rtl) expect(shown.right).toBeLessThan(shown.width / 2);
  if (width >= desktop.width && !rtl) expect(shown.left).toBeGreaterThan(shown.width / 2);
  // The scheme's own colours: in the light scheme the light theme's, and readable.
  expect(rgb(shown.background)).toEqual(rgb(successMain(scheme)));
  expect(contrast(shown.color, shown.background)).toBeGreaterThanOrEqual(4.5);
  // Auto-close after 5000 ms: on screen all through its first 4 s, gone by itself after 5 s (a
  // timer never fires early; a busy machine may remove it late, so the upper bound is loose).
  await expect.poll(async () => (await toastsSaying(page, message))[0]?.removedAt ?? null, { timeout: 20_000, interval: 250 }).not.toBeNull();
  const [toast] = await toastsSaying(page, message);
  const lived = (toast.removedAt ?? 0) - toast.addedAt;
  expect(lived).toBeGreaterThanOrEqual(4950);
  expect(lived).toBeLessThan(12_000);
  const firstFourSeconds = toast.samples.filter((sample) => sample.at >= 1000 && sample.at <= 4000);
  expect(firstFourSeconds.length).toBeGreaterThan(10);
  expect(firstFourSeconds.every((sample) => sample.onScreen)).toBe(true);
  expect(await page.getByRole('alert').filter({ hasText: message }).count()).toBe(0);
}

/** Each question as a visitor meets it: whether its answer shows and what it says (each is a native `<details>`). */
async function faqItems(page: Page) {
  const items = [];
  for (const question of await page.locator('#faqAccordion details').all()) {
    const answer = question.locator(':scope > summary ~ *');
    const shown = await answer.isVisible();
    items.push({ question: squash(await question.locator(':scope > summary').innerText()), shown, answer: shown ? squash(await answer.innerText()) : '' });
  }
  return items;
}

/** The hosts the plan buttons open, answered here: the test machine has no way out. */
async function answerOtherHosts(context: BrowserContext, urls: string[]) {
  for (const origin of new Set(urls.map((url) => new URL(url).origin))) {
    await context.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>checkout</title><p>checkout</p>' }));
  }
}

/*
 * Every case is a suite of its own, run beside the others (five at a time, the project's limit): most
 * of a visit is waiting (a toast's 5 s, the brand screen). Inside one, its behaviours run in order
 * on the one page.
 */
describe.concurrent('what a visitor operates (spec §2, §4, §5, §8, §9)', () => {
  // ---------------------------------------------------------------------------------------------------
  // FAQ (spec §2, §4): the first item open on arrival; another expands when tapped and the first
  // closes. The browser runs it (`<details name>`), so it does with JavaScript off too.

  const faqCases = [
    { language: 'en' as const, scheme: 'light' as const, ...desktop, javaScript: true, route: '/' },
    { language: 'es' as const, scheme: 'dark' as const, ...phone, javaScript: true, route: '/home-1-dark' },
    { language: 'ar' as const, scheme: 'light' as const, ...phone, javaScript: true, route: '/home-3' },
    { language: 'en' as const, scheme: 'light' as const, ...phone, javaScript: false, route: '/' },
    { language: 'es' as const, scheme: 'dark' as const, ...desktop, javaScript: false, route: '/home-1-dark' },
    { language: 'ar' as const, scheme: 'dark' as const, ...desktop, javaScript: false, route: '/home-3-dark' },
  ];

  describe.for(faqCases)('FAQ #faqAccordion on $route in $language, $width px, JavaScript $javaScript (spec §2, §4)', ({ route, javaScript, ...visitor }) => {
    it('the first item is open on arrival; another expands when tapped, and the first closes; Enter and Space toggle one', async ({ expect }) => {
      const { faqs } = content[visitor.language];
      const { context, page } = await visit(visitor, route, javaScript);
      try {
        const openAt = (open: number) => faqs.map((item, index) => ({ question: squash(item.title), shown: index === open }));
        const arrival = await faqItems(page);
        expect(arrival.map(({ question, shown }) => ({ question, shown }))).toEqual(openAt(0));
        expect(arrival[0].answer).toContain(squash(faqs[0].text));

        // Scrolled to, as a visitor reaches it: nothing there waits for code, so no hydration is awaited.
        const second = page.locator('#faqAccordion summary').filter({ hasText: faqs[1].title });
        await second.scrollIntoViewIfNeeded();
        await second.click();
        // The first folds away over a fifth of a second; the second is open at once.
        await expect.poll(async () => (await faqItems(page)).map(({ question, shown }) => ({ question, shown })), { timeout: 5000 }).toEqual(openAt(1));
        expect((await faqItems(page))[1].answer).toContain(squash(faqs[1].text));

        // The browser's own keys (a story's scripted ones are not): Tab reaches the open answer's link,
        // Shift+Tab the question again with its focus ring, Space closes it, Tab skips its hidden
        // link to the next question, and Enter opens that one.
        const summaries = page.locator('#faqAccordion summary');
        const focused = () => page.evaluate(() => [...document.querySelectorAll('#faqAccordion summary')].indexOf(document.activeElement as Element));
        await page.keyboard.press('Tab');
        await page.keyboard.press('Shift+Tab');
        expect(await focused()).toBe(1);
        expect(await summaries.nth(1).evaluate((summary) => [getComputedStyle(summary).outlineStyle, getComputedStyle(summary).outlineWidth])).toEqual(['solid', '2px']);
        await page.keyboard.press('Space');
        await expect.poll(async () => (await faqItems(page)).map(({ shown }) => shown), { timeout: 5000 }).toEqual(faqs.map(() => false));
        await page.keyboard.press('Tab');
        expect(await focused()).toBe(2);
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await faqItems(page)).map(({ question, shown }) => ({ question, shown })), { timeout: 5000 }).toEqual(openAt(2));

        // Right to left the chevron sits on the inline end: left of its question.
        const [heading, chevron] = await Promise.all(['h4', 'svg'].map((part) => second.locator(part).boundingBox()));
        if (localeOf(visitor.language).dir === 'rtl') expect(chevron!.x + chevron!.width).toBeLessThanOrEqual(heading!.x);
        else expect(chevron!.x).toBeGreaterThanOrEqual(heading!.x + heading!.width);
        // No React owns any of it, with or without JavaScript.
        expect(await page.locator('#faqAccordion').evaluate((element) => element.closest('[data-island]'))).toBeNull();
      } finally {
        await context.close();
      }
    });
  });

  // ---------------------------------------------------------------------------------------------------
  // Pricing page (spec §2, §4): four category tabs, each with its plans; plan buttons pay in a new tab or ask.

  const pricingCases: Case[] = [
    { language: 'en', scheme: 'light', ...desktop },
    { language: 'es', scheme: 'dark', ...phone },
  ];

  describe.for(pricingCases)('/pricing in $language, $scheme, $width px (spec §2 Pricing page)', (visitor) => {
    const { pricingTabs, planLabels, opensInNewTab, planComments, contactLabels, portalUrl } = content[visitor.language];
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await visit(visitor, '/pricing'));
      const tabs = page.getByRole('tablist', { name: planLabels.tabList });
      await bringLive(page, tabs);
    });
    afterAll(() => context?.close());

    const tabList = () => page.getByRole('tablist', { name: planLabels.tabList });

    it("four plan category tabs in the page's words, the first selected; each shows its own plans and prices", { concurrent: false }, async ({ expect }) => {
      expect(pricingTabs).toHaveLength(4);
      const tabs = tabList().getByRole('tab');
      expect((await tabs.allInnerTexts()).map(squash)).toEqual(pricingTabs.map((tab) => squash(tab.label)));
      expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('aria-selected')))).toEqual(['true', 'false', 'false', 'false']);
      // Order: the last first, so every tab is seen to take the panel over from another.
      for (const tab of [...pricingTabs.slice(1), pricingTabs[0]]) {
        await tabList().getByRole('tab', { name: tab.label, exact: true }).click();
        await expect.poll(() => tabList().getByRole('tab', { selected: true }).innerText(), { timeout: 5000 }).toBe(tab.label);
        // One panel shows, named by its tab, with that category's plans and nothing else.
        await expect.poll(() => page.getByRole('tabpanel').count()).toBe(1);
        const panel = page.getByRole('tabpanel', { name: tab.label, exact: true });
        expect(await panel.isVisible()).toBe(true);
        const cards = panel.getByRole('article');
        expect((await cards.getByRole('heading', { level: 3 }).allInnerTexts()).map(squash)).toEqual(tab.plans.map((plan) => squash(plan.name)));
        for (const plan of tab.plans) {
          const shown = squash(await panel.getByRole('article', { name: plan.name, exact: true }).innerText());
          expect(shown).toContain(squash(`${plan.price}${plan.period ? ` ${plan.period}` : ''}`));
        }
      }
    });

    it("plan buttons: a payment or portal link opens in a new tab without the opener; the others ask on the contact form in the page's language", { concurrent: false }, async ({ expect }) => {
      const plans = pricingTabs.flatMap((tab) => tab.plans.map((plan) => ({ tab, plan })));
      for (const { tab, plan } of plans) {
        await tabList().getByRole('tab', { name: tab.label, exact: true }).click();
        const card = page.getByRole('tabpanel', { name: tab.label, exact: true }).getByRole('article', { name: plan.name, exact: true });
        const external = plan.action.kind !== 'contact';
        const button = card.getByRole('link', { name: external ? `${plan.buttonLabel} ${opensInNewTab}` : plan.buttonLabel, exact: true });
        const link = await button.evaluate((anchor: HTMLAnchorElement) => ({ href: anchor.getAttribute('href'), target: anchor.target, rel: anchor.rel.split(/\s+/) }));
        if (plan.action.kind === 'contact') {
          expect(link).toEqual({ href: `${at(visitor.language, '/contact-us')}?plan=${encodeURIComponent(plan.name)}`, target: '', rel: [''] });
        } else {
          expect(link.href).toBe(plan.action.kind === 'payment' ? plan.action.url : portalUrl);
          expect(link.target).toBe('_blank');
          expect(link.rel).toContain('noopener');
        }
      }
      expect(plans.filter(({ plan }) => plan.action.kind === 'payment').length).toBeGreaterThan(0);

      // Tapped: the checkout opens in a tab of its own that cannot reach back to the site's, which stays.
      const { tab, plan } = plans.find(({ plan }) => plan.action.kind === 'payment')!;
      const url = plan.action.kind === 'payment' ? plan.action.url : '';
      await answerOtherHosts(context, [url]);
      await tabList().getByRole('tab', { name: tab.label, exact: true }).click();
      const pricingAddress = page.url();
      const [checkout] = await Promise.all([
        context.waitForEvent('page'),
        page
          .getByRole('tabpanel', { name: tab.label, exact: true })
          .getByRole('link', { name: `${plan.buttonLabel} ${opensInNewTab}`, exact: true })
          .click(),
      ]);
      await checkout.waitForLoadState();
      expect(checkout.url()).toBe(url);
      expect(await checkout.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({ opener: null, referrer: '' });
      await checkout.close();
      expect(page.url()).toBe(pricingAddress);
    });

    it("a contact button leads to /contact-us in the page's language, the message started with the plan", { concurrent: false }, async ({ expect }) => {
      const tab = pricingTabs[0];
      const plan = tab.plans.find((candidate) => candidate.action.kind === 'contact')!;
      await tabList().getByRole('tab', { name: tab.label, exact: true }).click();
      await page.getByRole('tabpanel', { name: tab.label, exact: true }).getByRole('article', { name: plan.name, exact: true }).getByRole('link', { name: plan.buttonLabel, exact: true }).click();
      await page.waitForURL((address) => address.pathname === at(visitor.language, '/contact-us'));
      expect(new URL(page.url()).searchParams.get('plan')).toBe(plan.name);
      const form = page.getByRole('form', { name: contactLabels.title });
      await bringLive(page, form);
      await expect.poll(() => form.getByRole('textbox', { name: contactLabels.comments }).inputValue(), { timeout: 5000 }).toBe(planComments(plan.name));
    });
  });

  // ---------------------------------------------------------------------------------------------------
  // The marketing home (/home-2): the monthly/yearly switch (spec §2, §4) and the newsletter box (§4, §5, §8, §9).

  const homeCases: Case[] = [
    { language: 'en', scheme: 'light', ...desktop },
    { language: 'es', scheme: 'dark', ...phone },
  ];

  describe.for(homeCases)('/home-2 in $language, $scheme, $width px (spec §2 marketing home)', (visitor) => {
    const { cycles, cycleHeading, planLabels, opensInNewTab, newsletterLabels, newsletterHeading } = content[visitor.language];
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await visit(visitor, visitor.scheme === 'dark' ? '/home-2-dark' : '/home-2'));
    });
    afterAll(() => context?.close());

    it('the monthly/yearly switch changes the plans and prices shown; one period is always chosen', { concurrent: false }, async ({ expect }) => {
      const section = page.getByRole('region', { name: cycleHeading.title, exact: true });
      await bringLive(page, section);
      const group = section.getByRole('group', { name: planLabels.billingPeriod, exact: true });
      const [monthly, yearly] = cycles;
      expect(cycles.map((cycle) => cycle.id)).toEqual(['monthly', 'yearly']);
      const pressed = () => group.getByRole('button').evaluateAll((buttons) => buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')]));
      const plansShown = async () =>
        Promise.all(
          (await section.getByRole('article').all()).map(async (card) => ({
            name: squash(await card.getByRole('heading', { level: 3 }).innerText()),
            text: squash(await card.innerText()),
            link: await card.getByRole('link').evaluate((anchor: HTMLAnchorElement) => [anchor.getAttribute('href'), anchor.target, anchor.rel]),
          })),
        );
      const expectPlans = async (cycle: (typeof cycles)[number]) => {
        await expect.poll(async () => (await plansShown()).map((plan) => plan.name), { timeout: 5000 }).toEqual(cycle.plans.map((plan) => squash(plan.name)));
        const shown = await plansShown();
        cycle.plans.forEach((plan, index) => {
          expect(shown[index].text).toContain(squash(`${plan.price} ${plan.period}`));
          expect(shown[index].link).toEqual([plan.action.kind === 'payment' ? plan.action.url : null, '_blank', 'noopener noreferrer']);
        });
        for (const plan of cycle.plans) expect(await section.getByRole('link', { name: `${plan.buttonLabel} ${opensInNewTab}`, exact: true }).count()).toBe(1);
      };

      expect(await pressed()).toEqual([
        [monthly.label, 'true'],
        [yearly.label, 'false'],
      ]);
      await expectPlans(monthly);
      await group.getByRole('button', { name: yearly.label, exact: true }).click();
      await expect.poll(pressed).toEqual([
        [monthly.label, 'false'],
        [yearly.label, 'true'],
      ]);
      await expectPlans(yearly);
      // Tapping the chosen period again leaves it chosen: the plans never vanish.
      await group.getByRole('button', { name: yearly.label, exact: true }).click();
      await page.waitForTimeout(300);
      expect(await pressed()).toEqual([
        [monthly.label, 'false'],
        [yearly.label, 'true'],
      ]);
      await expectPlans(yearly);
      await group.getByRole('button', { name: monthly.label, exact: true }).click();
      await expect.poll(pressed).toEqual([
        [monthly.label, 'true'],
        [yearly.label, 'false'],
      ]);
      await expectPlans(monthly);
    });

    const newsletter = () => page.getByRole('region', { name: newsletterHeading.title, exact: true });
    const email = () => newsletter().getByRole('textbox', { name: newsletterLabels.email, exact: true });
    const subscribe = () => newsletter().getByRole('button', { name: newsletterLabels.submit, exact: true });

    it('newsletter: an email is required; the browser stops an empty or malformed entry, keeping what was typed', { concurrent: false }, async ({ expect }) => {
      await bringLive(page, newsletter());
      await recordToasts(page);
      expect(await validity(email())).toMatchObject({ required: true, type: 'email', valueMissing: true });
      await subscribe().click();
      await email().fill('not-an-email');
      await subscribe().click();
      // Not sent: a sent entry would have been cleared.
      expect(await validity(email())).toMatchObject({ typeMismatch: true, value: 'not-an-email' });
    });

    it(`newsletter: a sent address resets the box and shows the toast 'Thanks for Your Email' (§4, §8)`, { concurrent: false }, async ({ expect }) => {
      const requests = sentRequests(page);
      await email().fill('forms.reader@example.com');
      await subscribe().click();
      await expect.poll(() => email().inputValue(), { timeout: 5000 }).toBe('');
      await expect.poll(async () => (await toastsSaying(page, newsletterLabels.thanks)).length, { timeout: 15_000 }).toBe(1);
      expect(await page.getByRole('alert').filter({ hasText: newsletterLabels.thanks }).isVisible()).toBe(true);
      // Only the sent entry was thanked, once; nothing left the page (§7: the newsletter box sends nothing).
      expect((await toasts(page)).map((toast) => toast.text)).toEqual([newsletterLabels.thanks]);
      requests.stop();
      expect(requests.sent).toEqual([]);
    });

    it("the toast (spec §9): announced, top-right, the scheme's colours, on screen 5 s, then gone by itself", { concurrent: false }, async ({ expect }) => {
      await expectToastDefaults(expect, page, newsletterLabels.thanks, visitor);
    });
  });

  // ---------------------------------------------------------------------------------------------------
  // Contact form (spec §2, §4, §5, §7, §8): required fields, and the three answers to a send.

  const contactCases: Case[] = [
    { language: 'en', scheme: 'light', ...desktop },
    { language: 'es', scheme: 'dark', ...phone },
  ];

  const restPath = '**/rest/v1/**';

  describe.for(contactCases)('/contact-us in $language, $scheme, $width px (spec §4, §5, §8 contact form)', (visitor) => {
    const { contactLabels: labels } = content[visitor.language];
    const typed = {
      name: 'Forms Behaviour Test',
      email: `forms.behaviour.${visitor.language}@example.com`,
      phone_no: '+1 555 010 0199',
      comments: 'A behaviour test of the built site with fake data; please ignore.',
    };
    let context: BrowserContext;
    let page: Page;
    const form = () => page.getByRole('form', { name: labels.title, exact: true });
    const field = (label: string) => form().getByRole('textbox', { name: label, exact: true });
    const fields = () => ({ name: field(labels.name), email: field(labels.email), phone_no: field(labels.phone), comments: field(labels.comments) });
    const values = async () => Object.fromEntries(await Promise.all(Object.entries(fields()).map(async ([key, input]) => [key, await input.inputValue()])));
    const submit = () => form().locator('button[type=submit]');
    /** The answers shown in the form: each an alert, so a screen reader says it as it appears. */
    const answers = () => form().getByRole('alert').allInnerTexts();

    beforeAll(async () => {
      ({ context, page } = await visit(visitor, '/contact-us'));
      await bringLive(page, form());
    });
    afterAll(() => context?.close());

    it('all four fields are required, email typed email and phone tel; an empty or malformed send says what to fix and sends nothing (§5)', { concurrent: false }, async ({ expect }) => {
      const requests = sentRequests(page);
      const { name, email, phone_no, comments } = fields();
      expect(await validity(name)).toMatchObject({ required: true, type: 'text' });
      expect(await validity(email)).toMatchObject({ required: true, type: 'email' });
      expect(await validity(phone_no)).toMatchObject({ required: true, type: 'tel' });
      expect(await validity(comments)).toMatchObject({ required: true, type: 'textarea' });

      await submit().click();
      const required = { name: labels.nameRequired, email: labels.emailRequired, phone_no: labels.phoneRequired, comments: labels.commentsRequired };
      for (const [key, input] of Object.entries(fields())) {
        await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
        expect(await description(input)).toBe(required[key as keyof typeof required]);
      }
      // The first field to fix gets the focus.
      expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);

      await name.fill(typed.name);
      await email.fill('not-an-email');
      await phone_no.fill('call me');
      await comments.fill(typed.comments);
      await submit().click();
      await expect.poll(() => description(email)).toBe(labels.emailInvalid);
      expect(await description(phone_no)).toBe(labels.phoneInvalid);
      expect(await answers()).toEqual([]);
      requests.stop();
      expect(requests.sent).toEqual([]);
    });

    it(`when sending breaks unexpectedly (its code cannot load): 'An unexpected error occurred.' (§8), announced, everything typed kept`, { concurrent: false }, async ({ expect }) => {
      await fields().email.fill(typed.email);
      await fields().phone_no.fill(typed.phone_no);
      // The connection drops for the code that sends the inquiry, which loads with the first send.
      await page.route('**/*.js', (route) => route.abort());
      try {
        await submit().click();
        await expect.poll(answers, { timeout: 10_000 }).toEqual([labels.unexpected]);
      } finally {
        await page.unroute('**/*.js');
      }
      expect(await values()).toEqual(typed);
      expect(await submit().isEnabled()).toBe(true);
    });

    it(`when the insert returns an error: 'Failed to submit the form. Please try again.' (§8), announced anew, everything kept; 'Sending…' meanwhile`, { concurrent: false }, async ({ expect }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(restPath, async (route) => {
        await held;
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'simulated failure', details: null, hint: null }) });
      });
      try {
        const request = page.waitForRequest((candidate) => candidate.url().includes('/rest/v1/') && candidate.method() === 'POST', { timeout: 15_000 });
        await submit().click();
        const posted = await request;
        // §7: name, email, phone_no and comments, as typed, with the page's language.
        expect(posted.postDataJSON()).toMatchObject({ ...typed, locale: localeOf(visitor.language).tag.toLowerCase() });
        // While it is on its way: the button says so and cannot be pressed twice; the last answer is gone.
        expect(squash(await submit().innerText())).toBe(squash(labels.submitting));
        expect(await submit().isDisabled()).toBe(true);
        expect(await answers()).toEqual([]);
        release();
        await expect.poll(answers, { timeout: 10_000 }).toEqual([labels.failure]);
      } finally {
        release();
        await page.unroute(restPath);
      }
      expect(await values()).toEqual(typed);
      expect(squash(await submit().innerText())).toBe(squash(labels.submit));
    });

    it(`when the request fails outright (no connection): the client reports it as an insert error, 'Failed to submit…', everything kept`, { concurrent: false }, async ({ expect }) => {
      await page.route(restPath, (route) => route.abort('connectionfailed'));
      try {
        // The previous answer goes as the new send starts, and the new one is announced as it appears.
        await submit().click();
        await expect.poll(answers, { timeout: 10_000 }).toEqual([labels.failure]);
      } finally {
        await page.unroute(restPath);
      }
      expect(await values()).toEqual(typed);
    });

    it(`a sent inquiry is stored and shows 'Form submitted successfully!' (§8), announced; the fields are cleared (§4)`, { concurrent: false }, async ({ expect }) => {
      const response = page.waitForResponse((candidate) => candidate.url().includes('/rest/v1/') && candidate.request().method() === 'POST', { timeout: 15_000 });
      await submit().click();
      expect((await response).status()).toBe(201);
      await expect.poll(answers, { timeout: 10_000 }).toEqual([labels.success]);
      expect(await values()).toEqual({ name: '', email: '', phone_no: '', comments: '' });
      // Cleared, not complained about: no field shows a problem.
      for (const input of Object.values(fields())) expect(await input.getAttribute('aria-invalid')).toBe('false');
    });
  });

  // ---------------------------------------------------------------------------------------------------
  // Comment form under a post (spec §2, §4, §5, §8, §9).

  const commentCases: Case[] = [
    { language: 'en', scheme: 'light', ...desktop },
    { language: 'es', scheme: 'light', ...phone },
    { language: 'ar', scheme: 'dark', ...desktop },
  ];

  describe.for(commentCases)('/blog-single/1 in $language, $scheme, $width px (spec §4, §5 comment form)', (visitor) => {
    const { commentLabels: labels } = content[visitor.language];
    let context: BrowserContext;
    let page: Page;
    const section = () => page.getByRole('region', { name: labels.heading, exact: true });
    const field = (label: string) => section().getByRole('textbox', { name: label, exact: true });
    const post = () => section().getByRole('button', { name: labels.submit, exact: true });
    const values = async () => ({ name: await field(labels.name).inputValue(), email: await field(labels.email).inputValue(), comment: await field(labels.comment).inputValue() });
    beforeAll(async () => {
      ({ context, page } = await visit(visitor, '/blog-single/1'));
      await bringLive(page, section());
      await recordToasts(page);
    });
    afterAll(() => context?.close());

    it('name, email (email format) and comment are required: the browser stops an empty or malformed comment', { concurrent: false }, async ({ expect }) => {
      expect(await validity(field(labels.name))).toMatchObject({ required: true, type: 'text', valueMissing: true });
      expect(await validity(field(labels.email))).toMatchObject({ required: true, type: 'email', valueMissing: true });
      expect(await validity(field(labels.comment))).toMatchObject({ required: true, type: 'textarea', valueMissing: true });
      await post().click();
      await field(labels.name).fill('Forms Behaviour Test');
      await field(labels.comment).fill('A behaviour test comment.');
      await post().click();
      await field(labels.email).fill('not-an-email');
      await post().click();
      expect(await validity(field(labels.email))).toMatchObject({ typeMismatch: true });
      // Not sent: a sent comment would have emptied the form.
      expect(await values()).toEqual({ name: 'Forms Behaviour Test', email: 'not-an-email', comment: 'A behaviour test comment.' });
    });

    it(`a comment sent empties the form and shows the toast 'Thanks for your Comment' (§8); nothing is stored or sent`, { concurrent: false }, async ({ expect }) => {
      const address = page.url();
      const requests = sentRequests(page);
      await field(labels.email).fill('forms.commenter@example.com');
      await post().click();
      await expect.poll(values, { timeout: 5000 }).toEqual({ name: '', email: '', comment: '' });
      await expect.poll(async () => (await toastsSaying(page, labels.thanks)).length, { timeout: 15_000 }).toBe(1);
      expect(await page.getByRole('alert').filter({ hasText: labels.thanks }).isVisible()).toBe(true);
      // Only the comment that went through was thanked.
      expect((await toasts(page)).map((toast) => toast.text)).toEqual([labels.thanks]);
      requests.stop();
      expect(requests.sent).toEqual([]);
      expect(page.url()).toBe(address);
    });

    it(
      `the toast (spec §9): announced, top-right${visitor.language === 'ar' ? ' (top-left, mirrored, in Arabic)' : ''}, the scheme's colours, on screen 5 s, then gone by itself`,
      { concurrent: false },
      async ({ expect }) => {
        await expectToastDefaults(expect, page, labels.thanks, visitor);
      },
    );
  });

  // ---------------------------------------------------------------------------------------------------
  // Blog search box in the sidebar (spec §2, §4, §5).

  const searchCases: Case[] = [
    { language: 'en', scheme: 'light', ...desktop },
    { language: 'es', scheme: 'dark', ...phone },
  ];

  describe.for(searchCases)('/blog-with-sidebar in $language, $scheme, $width px (spec §4, §5 blog search)', (visitor) => {
    const { sidebarLabels: labels, blogCards } = content[visitor.language];
    let context: BrowserContext;
    let page: Page;
    const search = () => page.getByRole('complementary', { name: labels.label, exact: true }).getByRole('search');
    const box = () => search().getByRole('searchbox', { name: labels.searchLabel, exact: true });
    const send = () => search().getByRole('button', { name: labels.searchSubmit, exact: true });
    const postsListed = async () => (await page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts()).map(squash);
    beforeAll(async () => {
      ({ context, page } = await visit(visitor, '/blog-with-sidebar'));
      await bringLive(page, search());
    });
    afterAll(() => context?.close());

    it('an entry is required: an empty search goes nowhere', { concurrent: false }, async ({ expect }) => {
      const address = page.url();
      const before = await postsListed();
      expect(before.length).toBeGreaterThan(1);
      expect(await validity(box())).toMatchObject({ required: true, valueMissing: true });
      await send().click();
      await box().press('Enter');
      await page.waitForTimeout(300);
      expect(page.url()).toBe(address);
      expect(await postsListed()).toEqual(before);
    });

    it("a search resets the box and lists the posts whose title matches, in the page's language", { concurrent: false }, async ({ expect }) => {
      const wanted = blogCards[1];
      await box().fill(wanted.title);
      await send().click();
      await page.waitForURL((address) => address.searchParams.get('search') === wanted.title, { timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe(at(visitor.language, '/blog-with-sidebar'));
      await expect.poll(() => box().inputValue(), { timeout: 5000 }).toBe('');
      await expect.poll(postsListed, { timeout: 5000 }).toEqual([squash(wanted.title)]);
    });
  });
});
