/*
 * Parts that move by themselves once a visitor sees them: the progress meters, the skill bars and
 * the counters. They are not operated, so they sit in no island; the prerendered HTML holds their
 * final values, which is what a page read without scripts, or under reduced motion, shows. This
 * function, inlined in every page's head (`countUpScript`, beside the header's), marks the document
 * while it is being parsed (`data-counting`), and each part's own style keeps it out of sight until
 * it is armed, so no final value is painted that would then drop to the start. Once the document is
 * parsed it arms every part: takes it back to its start and plays the count once at least
 * `data-count-threshold` (half, by default) of it is on screen. Arming once, at the end of parsing,
 * costs one query; watching the parser add each node cost the home page's main thread about 60 ms
 * on Lighthouse's phone. A part already on the page and on screen when the script runs (a late
 * script) keeps its final value: a figure a visitor has read never jumps down. Wherever React draws
 * these parts (Storybook) the section arms its own element (`useCountUp`). It may use nothing from
 * outside its own body.
 *
 * What a part carries:
 * - `data-count-up="steps"`: from 0, `data-count-step` every `data-count-every` ms, up to `data-count-to`
 *   (the meters and skill bars: spec §4, 5 every 50 ms);
 * - `data-count-up="eased"`: from `data-count-from` to `data-count-to` in whole `data-count-increment`s,
 *   easing out over `data-count-ms` (the counters: spec §9, 276K over 3 s);
 * - inside it, `[data-count-shown]` elements whose text is that attribute's template with the number
 *   for `{value}` ('{value}%'), and a `[data-count-spoken]` element (it may be the part itself) whose
 *   `aria-valuenow` follows it and whose `aria-valuetext` is its template filled in the same way, so
 *   what is spoken is true at every moment;
 * - `--count` on the part, the number, for what CSS draws (a ring, a bar), and `data-count-armed`
 *   once armed (`countUpHidden` hides it until then while the page is parsed).
 */

export interface CountUp {
  /** Takes a part back to its start and plays it once seen; returns a function that stops it and shows the end. */
  arm(part: HTMLElement): () => void;
}

declare global {
  interface Window {
    __countUp?: CountUp;
  }
}

export function installCountUp(win: Window & typeof globalThis): CountUp {
  if (win.__countUp) return win.__countUp;
  const doc = win.document;
  const still = () => win.matchMedia('(prefers-reduced-motion: reduce)').matches;

  function numberOf(part: HTMLElement, name: string, fallback: number) {
    const value = Number(part.getAttribute(`data-count-${name}`));
    return Number.isFinite(value) && part.hasAttribute(`data-count-${name}`) ? value : fallback;
  }

  function fill(template: string | null, value: number) {
    return (template || '{value}').split('{value}').join(String(value));
  }

  function show(part: HTMLElement, value: number) {
    part.style.setProperty('--count', String(value));
    part.querySelectorAll('[data-count-shown]').forEach((shown) => {
      const words = fill(shown.getAttribute('data-count-shown'), value);
      // The text node React (in Storybook) or the prerender wrote: replacing it would orphan React's.
      const text = shown.firstChild;
      if (text && text.nodeType === 3 && !text.nextSibling) {
        if (text.nodeValue !== words) text.nodeValue = words;
      } else if (shown.textContent !== words) shown.textContent = words;
    });
    const spoken = part.matches('[data-count-spoken]') ? part : part.querySelector('[data-count-spoken]');
    if (spoken) {
      spoken.setAttribute('aria-valuenow', String(value));
      spoken.setAttribute('aria-valuetext', fill(spoken.getAttribute('data-count-spoken'), value));
    }
  }

  /** The eased count `elapsed` ms into its run: whole increments, never past the end, ending on it. */
  function easedAt(from: number, to: number, increment: number, elapsed: number, duration: number) {
    if (duration <= 0 || elapsed >= duration) return to;
    const eased = 1 - (1 - elapsed / duration) ** 3;
    const step = increment > 0 ? increment : 1;
    return Math.min(from + Math.floor(((to - from) * eased) / step) * step, to);
  }

  // A part is armed once: the page's script and a section that hydrates around it would both try.
  const armed = new WeakMap<HTMLElement, () => void>();

  function arm(part: HTMLElement) {
    const earlier = armed.get(part);
    if (earlier) return earlier;
    const stop = start(part);
    armed.set(part, stop);
    part.setAttribute('data-count-armed', '');
    return () => {
      armed.delete(part);
      stop();
    };
  }

  function start(part: HTMLElement) {
    const to = numberOf(part, 'to', 0);
    if (still()) {
      show(part, to);
      return () => {};
    }
    const eased = part.getAttribute('data-count-up') === 'eased';
    const from = eased ? numberOf(part, 'from', 0) : 0;
    let timer = 0;
    let frame = 0;
    show(part, from);

    function play() {
      if (eased) {
        const duration = numberOf(part, 'ms', 2000);
        const increment = numberOf(part, 'increment', 1);
        let start = -1;
        const tick = (now: number) => {
          if (start < 0) start = now;
          const value = easedAt(from, to, increment, now - start, duration);
          show(part, value);
          if (value < to) frame = win.requestAnimationFrame(tick);
        };
        frame = win.requestAnimationFrame(tick);
        return;
      }
      const step = numberOf(part, 'step', 5);
      let value = from;
      timer = win.setInterval(
        () => {
          value = Math.min(value + step, to);
          show(part, value);
          if (value >= to) win.clearInterval(timer);
        },
        numberOf(part, 'every', 50),
      );
    }

    if (typeof win.IntersectionObserver === 'undefined') {
      show(part, to);
      return () => {};
    }
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        play();
      },
      { threshold: numberOf(part, 'threshold', 0.5) },
    );
    // A page the browser prerenders for a likely next tap is laid out but not yet seen: it counts
    // once it is shown.
    if ((doc as Document & { prerendering?: boolean }).prerendering) doc.addEventListener('prerenderingchange', () => observer.observe(part), { once: true });
    else observer.observe(part);
    return () => {
      observer.disconnect();
      win.clearInterval(timer);
      win.cancelAnimationFrame(frame);
      show(part, to);
    };
  }

  // Parts already painted (the script came late) keep their end if on screen, and count if not.
  if (doc.readyState !== 'loading') {
    doc.querySelectorAll<HTMLElement>('[data-count-up]').forEach((part) => {
      const box = part.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= win.innerHeight) arm(part);
      else part.setAttribute('data-count-armed', '');
    });
  } else {
    const root = doc.documentElement;
    root.setAttribute('data-counting', '');
    doc.addEventListener('DOMContentLoaded', () => {
      doc.querySelectorAll<HTMLElement>('[data-count-up]').forEach(arm);
      root.removeAttribute('data-counting');
    });
  }
  win.__countUp = { arm };
  return win.__countUp;
}

/**
 * A part's style while the page is parsed and it is not yet armed: out of sight, keeping its place,
 * so its final value is never painted before its start (a section spreads this into its sx).
 */
export const countUpHidden = { 'html[data-counting] &:not([data-count-armed])': { visibility: 'hidden' } } as const;

/** The inline script that installs it, for the prerendered page's head. */
export function countUpScript() {
  return `(${installCountUp.toString()})(window);`;
}

const valueMark = 987654321;

/**
 * A value's words turned into the template the page carries: valueText('Filings', n) ->
 * 'Filings: {value}%'. It must write the number as given, since the page fills it in as digits.
 */
export function countTemplate(words: (value: number) => string): string {
  const written = words(valueMark);
  if (!written.includes(String(valueMark))) throw new Error(`A counted value must be written as given: ${written}`);
  return written.split(String(valueMark)).join('{value}');
}
