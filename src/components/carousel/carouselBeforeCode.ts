/*
 * A carousel's arrows and dots work from the first paint. Its island brings Embla, about 35 kB that
 * take one to two seconds on a slow phone line; a visitor who scrolls straight to the testimonials
 * and taps an arrow would wait for it. So this function, inlined in every page's head beside the
 * header's script (`carouselBeforeCodeScript`), answers such a tap itself while the island waits for
 * its code: it slides the prerendered track to the slide asked for (in 300 ms, at once under reduced
 * motion), and shows it in the pager (the fraction's text, the dots' `aria-current`). The slide it
 * reached is kept on the carousel (`data-carousel-at`); Embla starts there when it arrives
 * (`carouselStartSlide`), so nothing jumps, and from then on React answers every tap.
 *
 * It answers only taps it can show as Embla would: a wrap-around that would need Embla's looping (the
 * last slides of a carousel showing several at once) is held and played back by earlyInput.ts, as is
 * any tap once the island has started to hydrate (`data-hydrating`). It may use nothing from outside
 * its own body.
 *
 * What a carousel carries:
 * - `data-carousel` on its region, `data-carousel-track` on the row of slides that moves;
 * - `data-carousel-step="prev" | "next"` on its arrows, `data-carousel-to="<n>"` (zero-based) on its dots;
 * - `data-carousel-shown="{n} / {count}"` on the pager's text, whose text node is rewritten.
 */

import type { EarlyInput } from '../../platform/earlyInput';

export const carouselAt = 'data-carousel-at';

export function installCarouselBeforeCode(win: Window & typeof globalThis & { __sbEarlyInput?: EarlyInput }) {
  const early = win.__sbEarlyInput;
  if (!early) return;
  const still = () => win.matchMedia('(prefers-reduced-motion: reduce)').matches;

  function show(carousel: Element, track: HTMLElement, to: number, count: number) {
    const slides = track.children;
    const first = slides[0] as HTMLElement;
    const target = slides[to] as HTMLElement;
    // offsetLeft follows the layout, so the same sum slides right to left on an Arabic page.
    const shift = first.offsetLeft - target.offsetLeft;
    track.style.transition = still() ? '' : 'transform 300ms cubic-bezier(0.22, 1, 0.36, 1)';
    track.style.transform = `translate3d(${shift}px, 0, 0)`;
    carousel.setAttribute('data-carousel-at', String(to));
    carousel.querySelectorAll('[data-carousel-shown]').forEach((shown) => {
      const words = (shown.getAttribute('data-carousel-shown') || '')
        .split('{n}')
        .join(String(to + 1))
        .split('{count}')
        .join(String(count));
      // The text node the prerender wrote, kept so React adopts it as its own.
      const text = shown.firstChild;
      if (text && text.nodeType === 3 && !text.nextSibling) text.nodeValue = words;
      else shown.textContent = words;
    });
    carousel.querySelectorAll('[data-carousel-to]').forEach((dot) => {
      if (Number(dot.getAttribute('data-carousel-to')) === to) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }

  early.answerWith((control) => {
    const button = control.closest('[data-carousel-step], [data-carousel-to]');
    const carousel = button && button.closest('[data-carousel]');
    const track = carousel && (carousel.querySelector('[data-carousel-track]') as HTMLElement | null);
    if (!button || !carousel || !track || button.closest('[data-hydrating]')) return false;
    const count = track.children.length;
    const width = count ? (track.children[0] as HTMLElement).offsetWidth : 0;
    const view = track.parentElement ? track.parentElement.clientWidth : 0;
    if (!width || !view) return false;
    const inView = Math.max(1, Math.round(view / width));
    const at = Number(carousel.getAttribute('data-carousel-at')) || 0;
    const step = button.getAttribute('data-carousel-step');
    const asked = step ? at + (step === 'next' ? 1 : -1) : Number(button.getAttribute('data-carousel-to'));
    const to = (asked + count) % count;
    if (!(to >= 0) || to > count - inView) return false;
    if (to !== at) show(carousel, track, to, count);
    return true;
  });
}

/** The inline script that installs it, after earlyInput's; only the prerender calls it. */
export function carouselBeforeCodeScript() {
  return `(${installCarouselBeforeCode.toString()})(window);`;
}

/**
 * The slide the carousel `regionId` was moved to before its code arrived, for Embla's `startIndex`
 * and the pager's first render, read once as the island hydrates (0 in the prerender and Storybook).
 */
export function carouselStartSlide(regionId: string): number {
  if (typeof document === 'undefined') return 0;
  const at = Number(document.getElementById(regionId)?.getAttribute(carouselAt));
  return Number.isInteger(at) && at > 0 ? at : 0;
}
