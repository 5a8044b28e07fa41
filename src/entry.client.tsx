import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientParts } from './app/clientParts/ClientParts';
import { hydrateIslands, loadIslandFrame } from './platform';

/*
 * The whole of the page's script (docs/architecture.md, "How a page loads"): the prerendered page is complete, and
 * only its islands, the parts a visitor operates, come alive, each when it nears the screen.
 */
// React and the page's own code evaluate first; MUI, the theme and the providers then, in a task of their own.
const frame = loadIslandFrame(() => import('./app/frame/islandFrame'));
hydrateIslands(import.meta.glob('./islands/*.tsx'), frame);

void frame.then(({ IslandProviders }) => {
  const host = document.createElement('div');
  document.body.append(host);
  // Nothing here is on screen yet: as a transition it yields to the islands' hydration and to taps.
  startTransition(() =>
    createRoot(host).render(
      <IslandProviders>
        <ClientParts />
      </IslandProviders>,
    ),
  );
});
