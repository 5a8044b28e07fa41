import { type ReactElement, act } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Puts `prerendered` in the page as the prerender writes it, then hydrates it with `client` as the
 * browser does. `afterPrerender` runs between the two (to forget what the server render recorded).
 */
export async function hydratePrerendered(prerendered: ReactElement, client: ReactElement, afterPrerender?: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(prerendered);
  document.body.append(container);
  const prerenderedText = container.textContent;
  afterPrerender?.();
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, client);
  });
  return { container, root, prerenderedText };
}
