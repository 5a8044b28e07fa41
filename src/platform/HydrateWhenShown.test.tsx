import { Suspense, act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { hydratePrerendered } from '../testSupport/hydratePrerendered';
import { HydrateWhenShown } from './HydrateWhenShown';

function Plans() {
  const [chosen, setChosen] = useState(false);
  return (
    <button type="button" onClick={() => setChosen(true)}>
      {chosen ? 'Chosen' : 'Choose Grow'}
    </button>
  );
}

function Panel({ shown }: { shown: boolean }) {
  return (
    <div hidden={!shown}>
      <HydrateWhenShown shown={shown}>
        <Plans />
      </HydrateWhenShown>
    </div>
  );
}

/** What the prerender writes for a panel (rendered here as markup: this test environment has a window, which the server has not). */
function PrerenderedPanel({ shown }: { shown: boolean }) {
  return (
    <div hidden={!shown}>
      <Suspense fallback={null}>
        <Plans />
      </Suspense>
    </div>
  );
}

async function hydratePanel(shown: boolean) {
  const { container, root } = await hydratePrerendered(<PrerenderedPanel shown={shown} />, <Panel shown={shown} />);
  const click = async () => {
    await act(async () => {
      container.querySelector('button')!.click();
    });
  };
  return { container, root, click };
}

describe('HydrateWhenShown', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates shown content with the page', async () => {
    const { container, click } = await hydratePanel(true);
    await click();
    expect(container.textContent).toBe('Chosen');
  });

  it('keeps hidden content as prerendered, and brings it alive when it is shown', async () => {
    const { container, root, click } = await hydratePanel(false);
    const prerendered = container.querySelector('button');
    expect(prerendered?.textContent).toBe('Choose Grow');
    await click();
    expect(container.textContent).toBe('Choose Grow');
    expect(container.querySelector('button')).toBe(prerendered);

    await act(async () => {
      root.render(<Panel shown />);
    });
    expect(container.querySelector('div')?.hidden).toBe(false);
    await click();
    expect(container.textContent).toBe('Chosen');
  });

  it('renders at once when the page was not prerendered', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Panel shown={false} />);
    });
    expect(container.textContent).toBe('Choose Grow');
  });
});
