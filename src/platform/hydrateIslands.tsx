import { type ComponentType, type ReactNode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type Island, IslandContent, type IslandProps } from './island';
import { islandLookAheadPx } from './islandScripts';

/** How far below the screen an island starts loading, so it is live before it is seen. */
const lookAhead = `${islandLookAheadPx}px 0px`;

type IslandModule = { default: Island<IslandProps> };
export type IslandLoaders = Record<string, () => Promise<unknown>>;

/**
 * Hydrates each island of the page (island.tsx) as its own React root once it nears the screen:
 * the islands of the first screen at once, the rest as the visitor scrolls to them. `loaders` maps
 * `…/<name>.tsx` to its module (Vite's `import.meta.glob`); `Providers` wraps each root.
 */
export function hydrateIslands(loaders: IslandLoaders, Providers: ComponentType<{ children: ReactNode }>) {
  const byName = new Map(Object.entries(loaders).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load]));

  async function hydrate(element: HTMLElement) {
    const load = byName.get(element.dataset.island ?? '');
    if (!load) throw new Error(`No island module for data-island="${element.dataset.island}"`);
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
        void hydrate(element);
      }
    },
    { rootMargin: lookAhead },
  );
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const children = [...element.children].filter((child) => child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE');
    // An island that shows nothing yet (a dialog's host) hydrates at once.
    if (children.length === 0) void hydrate(element);
    for (const child of children) {
      elementOf.set(child, element);
      observer.observe(child);
    }
  }
}
