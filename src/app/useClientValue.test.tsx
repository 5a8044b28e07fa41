import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useClientValue } from './useClientValue';

let renders: string[] = [];

function Selected({ client }: { client: string }) {
  const value = useClientValue(client, 'incorporations');
  renders.push(value);
  return <p>Showing {value}</p>;
}

/** Prerenders `Selected` as the server does (which sees only the prerendered value), then hydrates it in the page. */
async function hydrate(client: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Selected client="ignored-on-the-server" />);
  document.body.append(container);
  const shownWhilePrerendered = container.textContent;
  renders = [];
  await act(async () => {
    hydrateRoot(container, <Selected client={client} />);
  });
  return { container, shownWhilePrerendered };
}

describe('useClientValue', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the prerendered value while hydrating, then shows the visitor’s own', async () => {
    const { container, shownWhilePrerendered } = await hydrate('mailbox');
    expect(shownWhilePrerendered).toBe('Showing incorporations');
    expect(container.textContent).toBe('Showing mailbox');
    expect(renders).toEqual(['incorporations', 'mailbox']);
  });

  it('renders only once when the visitor’s value is the prerendered one', async () => {
    const { container } = await hydrate('incorporations');
    expect(container.textContent).toBe('Showing incorporations');
    expect(renders).toEqual(['incorporations']);
  });
});
