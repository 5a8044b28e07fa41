import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageAddress, PageAddressProvider } from '../../platform';
import { RuleSource } from './RuleSource';

afterEach(cleanup);

function renderSource(url: string) {
  const address: PageAddress = { pathname: '/eligibility', search: '', hash: '', basename: '', go: () => undefined, latestSearch: () => '' };
  const { container } = render(
    <PageAddressProvider value={address}>
      <RuleSource prefix="Source:" label="IRS: About Form 5472" url={url} checked="last checked 24 Nov 2026" opensInNewTab="(opens in a new tab)" />
    </PageAddressProvider>,
  );
  return container;
}

describe('RuleSource', () => {
  it('names a source on another site as opening a new tab, and says when it was checked', () => {
    const line = renderSource('https://www.irs.gov/forms-pubs/about-form-5472');
    const link = screen.getByRole('link', { name: 'IRS: About Form 5472 (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(line.textContent).toBe('Source: IRS: About Form 5472 (opens in a new tab), last checked 24 Nov 2026');
  });

  it('links a source on this site in the same tab, named by its label alone', () => {
    renderSource('/pricing?tab=phone');
    const link = screen.getByRole('link', { name: 'IRS: About Form 5472' });
    expect(link.getAttribute('href')).toBe('/pricing?tab=phone');
    expect(link.getAttribute('target')).toBeNull();
  });
});
