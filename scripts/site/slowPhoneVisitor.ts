import type { ElementHandle, Locator, Page } from 'playwright-core';
import { contactFormLabels } from '../../src/content/contact';
import { faqs } from '../../src/content/faq';
import { mainMenu } from '../../src/content/navigation';
import { pricingTabs } from '../../src/content/pricing';
import { shellLabels } from '../../src/content/shellLabels';
import { testimonials } from '../../src/content/testimonials';
import { ui } from '../../src/content/ui';
import { type Seen, type SlowPhoneOptions, liveAt, movedAt, openedAt, seenUncovered } from './slowPhone';

/**
 * What a visitor on the slow phone reaches for the moment it is painted, and what they should then
 * see. Shared by the slow-phone tests (which assert the outcome) and the bench (which times how long
 * each control stays painted but dead, and counts the outcomes missed).
 */
export interface VisitorAction {
  control: string;
  route: string;
  options?: SlowPhoneOptions;
  /** Scrolled into view once the first-load screen is gone, before the first step. */
  reach?: (page: Page) => Locator;
  /** Each control is used as soon as it is seen uncovered; the bench times the first one. */
  steps: { target: (page: Page) => Locator; use: (page: Page, seen: Seen) => Promise<void> }[];
  outcome: (page: Page) => Promise<unknown>;
  expected: unknown;
  /**
   * When the first control is live, for a part no React owns: performance.now() of the frame it first
   * answers the visitor's input, watched from the frame it is seen, and what that means for the
   * bench's table, and who answers before any island's code: the browser itself (a part with no
   * island around it) or the page's head script (a part inside an island that has not hydrated yet).
   * Without it, live is the first frame React owns the control (liveAt).
   */
  live?: { at: (target: Locator, handle: ElementHandle<Element>) => Promise<number>; means: string; answeredBy: 'browser' | 'head script' };
}

const tap = (page: Page, { x, y }: Seen) => page.touchscreen.tap(x, y);
const typeInto = (text: string) => async (page: Page, seen: Seen) => {
  await tap(page, seen);
  await page.keyboard.type(text, { delay: 30 });
};

const contactFields = [
  { label: contactFormLabels.name, text: 'Ada Founder' },
  { label: contactFormLabels.email, text: 'ada.founder@example.com' },
  { label: contactFormLabels.comments, text: 'Can I form a Wyoming LLC from Nigeria?' },
];
const contactField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

// The first question starts open; the second is the first a visitor has to open.
const [firstQuestion, question] = faqs;
const mailBox = pricingTabs.find((tab) => tab.id === 'mailbox');
if (!firstQuestion || !question || !mailBox) throw new Error('the FAQ or the pricing tabs changed: pick another question or tab');
// A question is the summary of a native <details>, its heading inside.
const faqQuestion = (page: Page, title: string) => page.locator('#faqAccordion summary').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const answerShown = (page: Page, text: string) => page.getByText(text, { exact: true }).isVisible();

// The desktop menu bar has the same name but is not displayed on a phone.
const menuNav = (page: Page) => page.getByRole('navigation', { name: shellLabels.header.mainNav }).filter({ visible: true });
const pager = (page: Page) => page.getByText(new RegExp(`^\\d+ / ${testimonials.length}$`));

// The page's own script moves a carousel before its code arrives: live is when the tap shows.
const carouselMoved: VisitorAction['live'] = {
  at: (_target, handle) => movedAt(handle),
  means: 'the first frame its pager shows the next slide after the tap (the page script, or Embla once there)',
  answeredBy: 'head script',
};

export const visitorActions: VisitorAction[] = [
  {
    control: 'contact form fields (typing)',
    route: '/contact-us',
    steps: contactFields.map(({ label, text }) => ({ target: (page) => contactField(page, label), use: typeInto(text) })),
    outcome: (page) => Promise.all(contactFields.map(({ label }) => contactField(page, label).inputValue())),
    expected: contactFields.map(({ text }) => text),
  },
  {
    control: 'FAQ question',
    route: '/',
    reach: (page) => faqQuestion(page, firstQuestion.title),
    steps: [{ target: (page) => faqQuestion(page, question.title), use: tap }],
    outcome: async (page) => ({
      answerShown: await answerShown(page, question.text),
      firstAnswerShown: await answerShown(page, firstQuestion.text),
    }),
    expected: { answerShown: true, firstAnswerShown: false },
    // The browser runs it from the first paint: it is live when it opens on the tap.
    live: { at: (_target, handle) => openedAt(handle), means: 'the first frame its <details> shows open after the tap (the browser runs it)', answeredBy: 'browser' },
  },
  {
    control: 'pricing tab',
    route: '/pricing',
    steps: [{ target: (page) => page.getByRole('tab', { name: mailBox.label, exact: true }), use: tap }],
    outcome: async (page) => {
      const panel = page.getByRole('tabpanel', { name: mailBox.label, exact: true });
      return {
        selected: await page.getByRole('tab', { name: mailBox.label, exact: true }).getAttribute('aria-selected'),
        plansShown: await Promise.all(mailBox.plans.map((plan) => panel.getByRole('article', { name: plan.name, exact: true }).isVisible())),
      };
    },
    expected: { selected: 'true', plansShown: mailBox.plans.map(() => true) },
  },
  {
    control: 'mobile menu button',
    route: '/',
    steps: [{ target: (page) => page.getByRole('button', { name: shellLabels.header.openMenu, exact: true }), use: tap }],
    outcome: async (page) => ({
      menuShown: await menuNav(page).isVisible(),
      itemsShown: await Promise.all(mainMenu.map((item) => menuNav(page).getByText(item.label, { exact: true }).isVisible())),
    }),
    expected: { menuShown: true, itemsShown: mainMenu.map(() => true) },
  },
  {
    control: 'colour-scheme toggle',
    route: '/',
    // The header shows the toggle from 600 px; a phone held upright keeps it inside the menu.
    options: { landscape: true },
    steps: [{ target: (page) => page.getByRole('button', { name: shellLabels.header.toDarkScheme, exact: true }), use: tap }],
    outcome: (page) => page.evaluate(() => ({ dark: document.documentElement.hasAttribute('data-dark'), light: document.documentElement.hasAttribute('data-light') })),
    expected: { dark: true, light: false },
  },
  {
    control: "testimonials' next arrow",
    route: '/',
    // Autoplay would move it on its own. It also means no first-load screen, so this tap comes earliest.
    options: { reducedMotion: true },
    steps: [{ target: (page) => page.getByRole('button', { name: ui.carousel.nextTestimonial, exact: true }), use: tap }],
    outcome: (page) => pager(page).textContent(),
    expected: `2 / ${testimonials.length}`,
    live: carouselMoved,
  },
  {
    control: "project carousel's next arrow",
    route: '/project-carousel',
    options: { reducedMotion: true },
    steps: [{ target: (page) => page.getByRole('button', { name: ui.carousel.nextSlide, exact: true }), use: tap }],
    outcome: (page) => page.getByRole('button', { name: ui.carousel.goToSlide(2), exact: true }).getAttribute('aria-current'),
    expected: 'true',
    live: carouselMoved,
  },
];

/** Until the first-load screen has gone, checked every frame like seenUncovered does. */
export function firstScreenSeen(page: Page, timeout = 30_000) {
  return page.waitForFunction(
    () => {
      const loader = document.querySelector('[data-testid="site-loader"]');
      // The loader comes before <main>: once <main> is parsed, no loader means none on this page.
      if (!loader) return document.querySelector('main') !== null;
      const style = getComputedStyle(loader);
      return style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0;
    },
    undefined,
    { polling: 'raf', timeout },
  );
}

type SeenControl = Awaited<ReturnType<typeof seenUncovered>> & { target: Locator };

/** How to tell when an action's first control is live: its own notion, or React owning it. */
export const liveOf = (action: VisitorAction) => action.live?.at ?? ((target: Locator, handle: ElementHandle<Element>) => liveAt(target, handle));

/**
 * Plays the visitor: reaches the section, then uses each control the frame it is seen uncovered.
 * Returns each control as seen, first first: the bench times the first, the tests wait for all.
 * `onFirstSeen` runs the moment the first control is seen, before the visitor uses it, so the bench
 * starts timing there and not after the last step (typing three fields takes seconds).
 */
export async function playVisitor(page: Page, action: VisitorAction, onFirstSeen?: (first: SeenControl) => void) {
  await firstScreenSeen(page);
  if (action.reach) await seenUncovered(action.reach(page));
  const seen: SeenControl[] = [];
  for (const step of action.steps) {
    const target = step.target(page);
    const control = await seenUncovered(target);
    seen.push({ ...control, target });
    if (seen.length === 1) onFirstSeen?.(seen[0]);
    await step.use(page, control.seen);
  }
  return seen;
}
