import { type ComponentType, type ReactNode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { formatsAsItLoadsAttribute, type Island, IslandContent, type IslandProps } from './island';
import { islandLookAheadPx } from './islandScripts';
import { nextTask } from './nextTask';

/** How far below the screen an island starts loading, so it is live before it is seen. */
const lookAhead = `${islandLookAheadPx}px 0px`;

type IslandModule = { default: Island<IslandProps> };
export type IslandLoaders = Record<string, () => Promise<unknown>>;

/** What wraps every island: its providers, and what they build once before the first island renders. */
export interface IslandFrame {
  IslandProviders: ComponentType<{ children: ReactNode }>;
  prepare: () => unknown;
}

/**
 * Loads the islands' frame, then prepares it in a task of its own: its code's evaluation and what it
 * builds would otherwise hold a slow phone's main thread as one long task.
 */
export async function loadIslandFrame<F extends IslandFrame>(load: () => Promise<F>): Promise<F> {
  const frame = await load();
  await nextTask();
  frame.prepare();
  await nextTask();
  return frame;
}

/**
 * Hydrates each island of the page (island.tsx) as its own React root once it nears the screen, one
 * after another, each module evaluated in a task of its own, and after the frame (`loadIslandFrame`):
 * the islands of the first screen at once, the rest as the visitor scrolls to them. `loaders` maps
 * `…/<name>.tsx` to its module (Vite's `import.meta.glob`); the frame's providers wrap each root.
 */
export function hydrateIslands(loaders: IslandLoaders, frame: Promise<IslandFrame>) {
  const byName = new Map(Object.entries(loaders).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load]));

  /*
   * The page's first Intl formatter costs far more than any after it: the engine reads its locale
   * data (measured in Chromium: 15-35 ms on a desktop, whatever the formatter; the next one well under
   * 1 ms), about four times that on Lighthouse's phone. Made in a task of its own before the first
   * island whose code formats as it loads, it no longer lengthens that island's evaluation; an
   * island that formats nothing until the visitor acts (the contact form) does not pay for it.
   */
  let formatter: Promise<void> | undefined;
  const firstFormatter = () =>
    (formatter ??= nextTask().then(() => {
      new Intl.NumberFormat(document.documentElement.lang).format(0);
      return nextTask();
    }));

  // Islands start one after another, each module's code evaluated in a task of its own.
  let queue: Promise<unknown> = frame;
  function hydrate(element: HTMLElement) {
    queue = queue
      .then(() => start(element))
      .catch((error: unknown) => reportError(error))
      .then(nextTask);
  }

  async function start(element: HTMLElement) {
    const load = byName.get(element.dataset.island ?? '');
    if (!load) throw new Error(`No island module for data-island="${element.dataset.island}"`);
    const { IslandProviders: Providers } = await frame;
    if (element.hasAttribute(formatsAsItLoadsAttribute)) await firstFormatter();
    const { default: island } = (await load()) as IslandModule;
    const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
    // From here on its taps wait for React (earlyInput.ts) rather than being answered by the page's
    // own scripts (carouselBeforeCode.ts), so what React reads as it hydrates stays as it read it.
    element.setAttribute('data-hydrating', '');
    // As a transition, React hydrates in slices of a few milliseconds and yields between them, so a
    // large island (a form, a tool) never holds a slow phone's main thread for long.
    startTransition(() => {
      hydrateRoot(
        element,
        <Providers>
          <IslandContent Component={island.Component} props={props} element={element} />
        </Providers>,
        // An island that does not hydrate as prerendered says which, so the crawl's console check names it.
        { identifierPrefix: element.dataset.idPrefix, onRecoverableError: (error) => console.error(`island ${element.dataset.island}:`, error) },
      );
    });
  }

  const elementOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = elementOf.get(entry.target);
        if (!entry.isIntersecting || !element) continue;
        // An island's element has no box; its children are what the visitor sees.
        for (const [child, owner] of elementOf) {
          if (owner !== element) continue;
          observer.unobserve(child);
          elementOf.delete(child);
        }
        hydrate(element);
      }
    },
    { rootMargin: lookAhead },
  );
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const children = [...element.children].filter((child) => child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE');
    // An island that shows nothing yet (a dialog's host) hydrates at once.
    if (children.length === 0) hydrate(element);
    for (const child of children) {
      elementOf.set(child, element);
      observer.observe(child);
    }
  }
}
