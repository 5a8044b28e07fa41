import { afterEach, describe, expect, it } from 'vitest';
import { hydratePrerendered } from '../testSupport/hydratePrerendered';
import { useClientValue } from './useClientValue';

let renders: string[] = [];

function Selected({ client }: { client: string }) {
  const value = useClientValue(client, 'incorporations');
  renders.push(value);
  return <p>Showing {value}</p>;
}

/** Prerenders `Selected` as the server does (which sees only the prerendered value), then hydrates it in the page. */
async function hydrate(client: string) {
  const { container, prerenderedText } = await hydratePrerendered(<Selected client="ignored-on-the-server" />, <Selected client={client} />, () => {
    renders = [];
  });
  return { container, shownWhilePrerendered: prerenderedText };
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
