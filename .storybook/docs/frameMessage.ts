/**
 * A story shown in a frame on its Docs page (StoryFrame.tsx) tells the page how tall it is, so the frame
 * fits it as an inline story fits its content, and when its play has finished, so the next frame's play
 * may start (two plays at once take each other's focus). The frame's address carries `docsFrame`;
 * nothing is posted outside a Docs page.
 *
 * The story's page sits in a blank wrapper page, and it posts to the Docs page, its grandparent. A
 * story's page is a whole Storybook preview that talks to its parent as to Storybook's manager (its
 * globals, its story events); the wrapper takes those and drops them, so the Docs page's own preview
 * never mistakes them for the manager's.
 */
export const frameParam = 'docsFrame';

/** What a frame shows until its turn to draw (and run its play) comes (StoryFrame.tsx; the fresh-load check reads it). */
export const waitingText = 'Draws once the frames above have finished.';

export type FrameMessage = { type: 'docs-frame-height'; height: number } | { type: 'docs-frame-played' };

const framed = () => window.parent !== window && new URLSearchParams(location.search).has(frameParam);
const post = (message: FrameMessage) => window.parent.parent.postMessage(message, location.origin);

/**
 * In the story's own page: keeps the Docs page where its reader left it, and posts the story's height
 * whenever it changes. A play's focus or `scrollIntoView` would also scroll the Docs page, down to this
 * frame; here they scroll only the story's own page (a frame that fits its story has nothing to scroll).
 */
export function frameForDocs() {
  if (!framed()) return;
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusInPlace(options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
  Element.prototype.scrollIntoView = function scrollWithinFrame(options?: boolean | ScrollIntoViewOptions) {
    const box = this.getBoundingClientRect();
    if (typeof options === 'object' && options.block === 'nearest' && box.top >= 0 && box.bottom <= innerHeight) return;
    const block = typeof options === 'object' ? options.block : options === false ? 'end' : 'start';
    const offset = { center: (innerHeight - box.height) / 2, end: innerHeight - box.height, nearest: box.top < 0 ? 0 : innerHeight - box.height, start: 0 }[block ?? 'start'];
    window.scrollTo({ top: scrollY + box.top - offset, behavior: 'instant' });
  };
  // An observer without a root measures against the reader's screen, not the story's page: a part that
  // starts once seen (skill bars, a ring that counts up) waited for the reader even after its play had
  // scrolled it into the story's view, and the play failed. Against the story's own page it starts as
  // on its canvas.
  const Observer = window.IntersectionObserver;
  window.IntersectionObserver = class InStoryPage extends Observer {
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      super(callback, { ...options, root: options.root ?? document });
    }
  };
  let last = 0;
  const measure = () => {
    // The lowest edge of anything drawn, menus and dialogs in <body> included. A part as tall as the
    // frame (a backdrop, a 100vh block) ends at the frame's edge, so the frame never grows by itself.
    const height = Math.ceil(Math.max(0, ...[...document.body.children].map((child) => child.getBoundingClientRect().bottom + scrollY)));
    if (height === last) return;
    last = height;
    post({ type: 'docs-frame-height', height });
  };
  // The story's root and each menu or dialog that opens beside it in <body>.
  const sizes = new ResizeObserver(measure);
  const watchChildren = () => {
    for (const child of document.body.children) sizes.observe(child);
    measure();
  };
  new MutationObserver(watchChildren).observe(document.body, { childList: true });
  watchChildren();
}

/** In the story's own page, after its play (the preview's afterEach): the next frame may start. */
export function reportPlayed() {
  if (framed()) post({ type: 'docs-frame-played' });
}

const frames = new Map<Window, (message: FrameMessage) => void>();
let listening = false;

/**
 * On the Docs page: what one frame's story says. `frame` is the window of the wrapper StoryFrame draws
 * (the story's parent). Returns the way to stop listening.
 */
export function listenToFrame(frame: Window, listener: (message: FrameMessage) => void) {
  if (!listening) {
    listening = true;
    window.addEventListener('message', (event: MessageEvent<FrameMessage | undefined>) => {
      const source = event.source as Window | null;
      const heard = source && source.parent !== source ? frames.get(source.parent) : undefined;
      if (heard && (event.data?.type === 'docs-frame-height' || event.data?.type === 'docs-frame-played')) heard(event.data);
    });
  }
  frames.set(frame, listener);
  return () => frames.delete(frame);
}
