import { afterEach, describe, expect, it } from 'vitest';
import { hydratePrerendered } from '../testSupport/hydratePrerendered';
import { useMediaMatch } from './useMediaMatch';

function Width({ query }: { query: string }) {
  return <p>{useMediaMatch(query) ? 'wide' : 'narrow'}</p>;
}

async function hydrate(query: string) {
  const { container, prerenderedText } = await hydratePrerendered(<Width query={query} />, <Width query={query} />);
  return { prerendered: prerenderedText, container };
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
