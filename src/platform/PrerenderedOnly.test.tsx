import { Suspense, act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { hydratePrerendered } from '../testSupport/hydratePrerendered';
import { PrerenderedOnly } from './PrerenderedOnly';

const screen = <div role="status">Loading Starbridge</div>;

describe('PrerenderedOnly', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the prerendered markup as it is while the page hydrates', async () => {
    // What the prerender writes (rendered here as markup: this test environment has a window, the server has not).
    let prerendered = null as Element | null;
    const { container } = await hydratePrerendered(<Suspense fallback={null}>{screen}</Suspense>, <PrerenderedOnly>{screen}</PrerenderedOnly>, () => {
      prerendered = document.body.querySelector('[role="status"]');
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
