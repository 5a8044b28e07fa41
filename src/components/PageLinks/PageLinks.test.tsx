import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageAddress, PageAddressProvider } from '../../platform';
import { PageLinks } from './PageLinks';

afterEach(cleanup);

const labels = { pagination: 'Blog pages', page: (n: number) => `Page ${n}`, previousPage: 'Previous page', nextPage: 'Next page' };

function renderPage(page: number) {
  const address: PageAddress = { pathname: '/blog', search: '', hash: '', basename: '', go: () => undefined, latestSearch: () => '' };
  render(
    <PageAddressProvider value={address}>
      <PageLinks page={page} pageCount={3} searchFor={(n) => (n === 1 ? '' : `?page=${n}`)} labels={labels} />
    </PageAddressProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Blog pages' }));
}

describe('PageLinks', () => {
  it('links every page by its own address and marks the current one', () => {
    const nav = renderPage(2);
    expect(nav.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/blog');
    expect(nav.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/blog?page=3');
    expect(nav.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/blog');
    expect(nav.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/blog?page=3');
  });

  it('keeps a dead previous or next link out of the tab order and says it is unavailable', () => {
    const first = renderPage(1).getByRole('link', { name: 'Previous page' });
    expect(first.getAttribute('aria-disabled')).toBe('true');
    expect(first.getAttribute('tabindex')).toBe('-1');
    cleanup();
    const last = renderPage(3).getByRole('link', { name: 'Next page' });
    expect(last.getAttribute('aria-disabled')).toBe('true');
  });
});
