import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageAddress, PageAddressProvider } from '../../platform';
import { CardTitleLink } from './CardTitleLink';
import { LinkedCard } from './LinkedCard';

afterEach(cleanup);

function renderCard(go = vi.fn()) {
  const address: PageAddress = { pathname: '/', search: '', hash: '', basename: '/fr', go, latestSearch: () => '' };
  render(
    <PageAddressProvider value={address}>
      <LinkedCard>
        <p>Fintech</p>
        <CardTitleLink variant="h4" component="h3" to="/project-details/lumen" label="View project: Lumen & Pine">
          Lumen & Pine
        </CardTitleLink>
        <p>A Delaware LLC</p>
      </LinkedCard>
    </PageAddressProvider>,
  );
  return screen.getByRole('article');
}

describe('LinkedCard with its CardTitleLink', () => {
  it('is one article with one link, inside its heading, to the page in the page language', () => {
    const card = renderCard();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('/fr/project-details/lumen');
    expect(within(card).getByRole('heading', { level: 3 }).contains(links[0])).toBe(true);
  });

  it('names the link fully where the title alone says too little', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'View project: Lumen & Pine' })).toBeTruthy();
  });

  it('follows the link on a click', () => {
    const go = vi.fn();
    renderCard(go);
    fireEvent.click(screen.getByRole('link'));
    expect(go).toHaveBeenCalledWith('/fr/project-details/lumen', { replace: undefined });
  });
});
