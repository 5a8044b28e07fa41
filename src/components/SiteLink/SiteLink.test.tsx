import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageAddress, PageAddressProvider, type To } from '../../platform';
import { SiteLink, externalProps, isExternal } from './SiteLink';

afterEach(cleanup);

function renderOnSpanishPage(to: To, go = vi.fn()) {
  const address: PageAddress = { pathname: '/pricing', search: '', hash: '', basename: '/es', go, latestSearch: () => '' };
  render(
    <PageAddressProvider value={address}>
      <SiteLink to={to}>Go</SiteLink>
    </PageAddressProvider>,
  );
  return screen.getByRole('link', { name: 'Go' });
}

describe('isExternal', () => {
  it('knows another host by its scheme or a protocol-relative address', () => {
    expect(isExternal('https://irs.gov/')).toBe(true);
    expect(isExternal('http://example.com')).toBe(true);
    expect(isExternal('//cdn.example.com/a.png')).toBe(true);
    expect(isExternal('/pricing')).toBe(false);
    expect(isExternal('mailto:hello@starbridge.example')).toBe(false);
  });

  it('gives another host a new tab without the opener or the referrer, and the site nothing', () => {
    expect(externalProps('https://irs.gov/')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(externalProps('/pricing')).toEqual({});
  });
});

describe('SiteLink', () => {
  it("keeps a page of the site in the page's language and moves in place on a click", () => {
    const go = vi.fn();
    const link = renderOnSpanishPage('/contact-us', go);
    expect(link.getAttribute('href')).toBe('/es/contact-us');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(go).toHaveBeenCalledWith('/es/contact-us', { replace: undefined });
  });

  it('opens another host in a new tab and leaves mail and phone links to the device', () => {
    expect(renderOnSpanishPage('https://portal.starbridge.example/').getAttribute('target')).toBe('_blank');
    cleanup();
    const mail = renderOnSpanishPage('mailto:hello@starbridge.example');
    expect(mail.getAttribute('href')).toBe('mailto:hello@starbridge.example');
    expect(mail.getAttribute('target')).toBeNull();
    cleanup();
    expect(renderOnSpanishPage('tel:+12125550147').getAttribute('href')).toBe('tel:+12125550147');
  });

  it('changes only the query of this page in place, replacing the entry when asked', () => {
    const go = vi.fn();
    const address: PageAddress = { pathname: '/blog', search: '?tag=llc', hash: '', basename: '/es', go, latestSearch: () => '' };
    render(
      <PageAddressProvider value={address}>
        <SiteLink to={{ search: '?page=2' }} replace>
          Next
        </SiteLink>
      </PageAddressProvider>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link.getAttribute('href')).toBe('/es/blog?page=2');
    fireEvent.click(link);
    expect(go).toHaveBeenCalledWith('/es/blog?page=2', { replace: true });
  });

  it('leaves a click with a modifier key, or on a link to another tab, to the browser', () => {
    const go = vi.fn();
    const link = renderOnSpanishPage('/pricing', go);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    expect(go).not.toHaveBeenCalled();
  });

  it('needs no page address for another host, a mail or a call', () => {
    render(<SiteLink to="https://irs.gov/">IRS</SiteLink>);
    expect(screen.getByRole('link', { name: 'IRS' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});
