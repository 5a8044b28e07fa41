import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageAddress, PageAddressProvider } from '../../platform';
import { AdaptiveAnchor, externalProps, isExternal } from './AdaptiveAnchor';

afterEach(cleanup);

function renderOnSpanishPage(href: string, go = vi.fn()) {
  const address: PageAddress = { pathname: '/pricing', search: '', hash: '', basename: '/es', go, latestSearch: () => '' };
  render(
    <PageAddressProvider value={address}>
      <AdaptiveAnchor href={href}>Go</AdaptiveAnchor>
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

describe('AdaptiveAnchor', () => {
  it('keeps a page of the site in the page\'s language and moves in place on a click', () => {
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
});
