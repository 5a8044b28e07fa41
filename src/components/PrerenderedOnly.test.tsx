import { Suspense, act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PrerenderedOnly } from './PrerenderedOnly';

const screen = <div role="status">Loading Starbridge</div>;

describe('PrerenderedOnly', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the prerendered markup as it is while the page hydrates', async () => {
    const container = document.createElement('div');
    // What the prerender writes (rendered here as markup: this test environment has a window, the server has not).
    container.innerHTML = renderToString(<Suspense fallback={null}>{screen}</Suspense>);
    document.body.append(container);
    const prerendered = container.querySelector('[role="status"]');
    await act(async () => {
      hydrateRoot(container, <PrerenderedOnly>{screen}</PrerenderedOnly>);
    });
    expect(container.querySelector('[role="status"]')).toBe(prerendered);
    expect(prerendered?.textContent).toBe('Loading Starbridge');
  });

  it('shows nothing in a page rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<PrerenderedOnly>{screen}</PrerenderedOnly>);
    });
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
