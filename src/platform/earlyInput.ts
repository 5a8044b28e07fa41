/**
 * No tap is lost while a page comes alive. A prerendered page is painted long before its code has
 * run, and an island (island.tsx) listens only from its hydration on. So a tiny script in the
 * page's head holds every click, key press on a control and form submit aimed at a control inside
 * an island that is not live yet (marked `data-awaiting-code` until then), and plays each back
 * exactly once when it is. Links are left alone (they work natively) and so is typing into fields
 * (typedBeforeHydration.ts).
 */

export interface EarlyInput {
  /** An island has hydrated (its marker is gone): play back what was held inside it. */
  sectionLive(): void;
  /** How many inputs are still held (for tests). */
  held(): number;
  /**
   * Lets another inline script answer a click itself before the code arrives (a carousel's arrows:
   * src/components/carousel/carouselBeforeCode.ts): `answer` gets the control and returns true when
   * it has done what the tap asks, and such a click is neither held nor played back.
   */
  answerWith(answer: (control: HTMLElement) => boolean): void;
}

declare global {
  interface Window {
    __sbEarlyInput?: EarlyInput;
  }
}

/** The selector of a section that waits for its code. */
export const awaitingCode = 'data-awaiting-code';

/**
 * Runs in the page before anything else (as an inline script: see `earlyInputScript`), so it may use
 * nothing from outside its own body. Returns what removes it again (for tests).
 */
export function installEarlyInput(win: Window & typeof globalThis) {
  if (win.__sbEarlyInput) return () => {};
  const controls = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], summary, input[type="checkbox"], input[type="radio"]';
  const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  type Held = { type: 'click' | 'submit' | 'keydown'; target: HTMLElement; key?: string };
  let queue: Held[] = [];
  let replaying = false;
  const answers: ((control: HTMLElement) => boolean)[] = [];
  const isLive = (el: Element) => !el.closest('[data-awaiting-code]');

  function hold(event: Event) {
    if (replaying) return;
    const origin = event.target;
    if (!(origin instanceof win.Element)) return;
    let target: Element | null = null;
    if (event.type === 'submit') target = origin;
    else if (event.type === 'click') target = origin.closest(controls);
    // Keys that move within a tab list or a carousel; Enter and Space on a button arrive as a click.
    else if (keys.indexOf((event as KeyboardEvent).key) >= 0) target = origin.closest('[role="tab"], [role="region"] button, [aria-roledescription="carousel"] button');
    if (!target || isLive(target)) return;
    if (event.type === 'click' && answers.some((answer) => answer(target as HTMLElement))) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push({ type: event.type as Held['type'], target: target as HTMLElement, key: (event as KeyboardEvent).key });
  }

  function replay() {
    const ready = queue.filter((item) => isLive(item.target));
    queue = queue.filter((item) => !isLive(item.target));
    replaying = true;
    try {
      for (const item of ready) {
        if (!item.target.isConnected) continue;
        if (item.type === 'click') item.target.click();
        else if (item.type === 'submit') (item.target as HTMLFormElement).requestSubmit();
        else item.target.dispatchEvent(new win.KeyboardEvent('keydown', { key: item.key, bubbles: true, cancelable: true }));
      }
    } finally {
      replaying = false;
    }
  }

  win.addEventListener('click', hold, true);
  win.addEventListener('submit', hold, true);
  win.addEventListener('keydown', hold, true);
  win.__sbEarlyInput = {
    sectionLive: replay,
    held: () => queue.length,
    answerWith: (answer) => {
      answers.push(answer);
    },
  };
  return () => {
    win.removeEventListener('click', hold, true);
    win.removeEventListener('submit', hold, true);
    win.removeEventListener('keydown', hold, true);
    delete win.__sbEarlyInput;
  };
}

/**
 * The inline script that installs it, written into every page's head by the prerender. Only the
 * prerender calls it, so the installer's code stays out of the browser's bundles.
 */
export function earlyInputScript() {
  return `(${installEarlyInput.toString()})(window);`;
}

/** Called once an island has hydrated and dropped its marker. */
export function markSectionLive() {
  window.__sbEarlyInput?.sectionLive();
}
