import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaMatch } from './useMediaMatch';

function Width({ query }: { query: string }) {
  return <p>{useMediaMatch(query) ? 'wide' : 'narrow'}</p>;
}

async function hydrate(query: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Width query={query} />);
  document.body.append(container);
  const prerendered = container.textContent;
  await act(async () => {
    hydrateRoot(container, <Width query={query} />);
  });
  return { prerendered, container };
}

describe('useMediaMatch', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('answers no in the prerendered page, then the screen’s answer', async () => {
    const wide = `(min-width: ${window.innerWidth - 1}px)`;
    const { prerendered, container } = await hydrate(wide);
    expect(prerendered).toBe('narrow');
    expect(container.textContent).toBe('wide');
  });

  it('keeps no for a screen the query does not match', async () => {
    const { container } = await hydrate(`(min-width: ${window.innerWidth + 1}px)`);
    expect(container.textContent).toBe('narrow');
  });
});
