import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const islandSources = import.meta.glob<string>('../src/islands/*.tsx', { query: '?raw', import: 'default', eager: true });

/**
 * The sections the site ships with code: those an island (src/islands/) renders. Every other
 * section reaches the visitor as prerendered HTML and CSS alone.
 */
export const islandSections = new Set(Object.values(islandSources).flatMap((source) => [...source.matchAll(/from '\.\.\/sections\/(\w+)'/g)].map(([, name]) => name)));

/** The section a story shows, by its title ("Sections/Marketing/Counters" → "Counters"). */
export const sectionOf = (title: string) => (title.startsWith('Sections/') ? title.split('/')[2] : undefined);

/** A section's "As shipped" story: the same args, drawn as the built page delivers it. */
export const asShipped = {
  name: 'As shipped',
  parameters: {
    asShipped: true,
    // Its picture would be its first story's; Chromatic likewise.
    visual: { disable: true },
    chromatic: { disableSnapshot: true },
    docs: {
      description: {
        story:
          'As the built page delivers it: the prerendered HTML and its styles, with code only if an island renders this section on the site (`src/islands/`). A part that counts, moves or answers here has code on the site; one that stays still here is still on the site too.',
      },
    },
  },
};

/**
 * Draws `tree` (the story in the preview's providers) as the site ships it: React DOM's server
 * renderer writes its HTML, as the prerender does, and the page keeps that HTML; only an island's
 * section is then hydrated, as src/platform/hydrateIslands.tsx hydrates it. The styles come from one
 * live render, unmounted at once: Emotion writes them from an effect, which the server renderer never runs.
 */
export function Shipped({ tree, island }: { tree: ReactNode; island: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const html = renderToString(tree);
    const styles = document.createElement('div');
    styles.hidden = true;
    document.body.append(styles);
    const styling = createRoot(styles);
    flushSync(() => styling.render(tree));
    styling.unmount();
    styles.remove();
    element.innerHTML = html;
    element.dataset.shipped = island ? 'island' : 'html';
    let root: Root | undefined;
    if (island) root = hydrateRoot(element, tree);
    return () => {
      // This runs inside the story's own commit, where React cannot unmount another root at once: it
      // warns and unmounts the island later, and HTML cleared now would already be gone by then
      // ("removeChild: not a child", thrown into the next story drawn, often another file's first).
      // So the island's root goes first, a task later, and then the HTML it did not own.
      setTimeout(() => {
        root?.unmount();
        element.innerHTML = '';
      });
    };
    // Drawn once per story render; the toolbar renders the story afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div ref={host} style={{ display: 'contents' }} />;
}
