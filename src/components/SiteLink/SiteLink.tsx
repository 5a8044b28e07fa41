import { type AnchorHTMLAttributes, type MouseEvent, forwardRef } from 'react';
import { type To, hrefTo, usePageAddress } from '../../platform';

/** Another host, by its scheme or a protocol-relative address. */
export function isExternal(to: string) {
  return /^(https?:)?\/\//.test(to);
}

/** Extra props that open another host in a new tab without handing it this page. */
export function externalProps(to: string) {
  return isExternal(to) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

const leftToTheDevice = (to: string) => isExternal(to) || to.startsWith('mailto:') || to.startsWith('tel:');

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path as the site writes it (no language prefix), a query or hash of this page, or a full URL, `mailto:` or `tel:`. */
  to: To;
  /** For a change of this page's query: replace the history entry instead of adding one. */
  replace?: boolean;
};

/** A page of the site, or this page with another query or hash. */
const RoutedLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function RoutedLink({ to, replace, onClick, ...rest }, ref) {
  const address = usePageAddress();
  const href = hrefTo(to, address);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    // A new tab or window is the browser's own; the page's address decides the rest (a full load
    // for another page, as the link would; in Storybook, in memory).
    if (event.defaultPrevented || !plainClick || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    address.go(href, { replace });
  };
  return <a ref={ref} href={href} onClick={follow} {...rest} />;
});

/**
 * Every link of the site, alone or as `component=` of MUI buttons and links: a page of the site in
 * the page's language (`/es/contact-us` on a Spanish page), moved to in place when only the query
 * changes; another host in a new tab; mail and phone left to the device (these need no page address).
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, replace, ...rest }, ref) {
  if (typeof to === 'string' && leftToTheDevice(to)) return <a ref={ref} href={to} {...externalProps(to)} {...rest} />;
  return <RoutedLink ref={ref} to={to} replace={replace} {...rest} />;
});
