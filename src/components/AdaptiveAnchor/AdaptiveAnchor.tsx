import { forwardRef } from 'react';
import type React from 'react';
import { PageLink } from '../../platform';

export function isExternal(to: string) {
  return /^(https?:)?\/\//.test(to);
}

/** Extra props that open another host in a new tab without handing it this page. */
export function externalProps(to: string) {
  return isExternal(to) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** For `component=` on MUI buttons and links: router links inside the site, plain anchors elsewhere. */
type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

export const AdaptiveAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(
  function AdaptiveAnchor({ href, ...rest }, ref) {
    if (isExternal(href) || href.startsWith('mailto:') || href.startsWith('tel:')) {
      return <a ref={ref} href={href} {...externalProps(href)} {...rest} />;
    }
    return <PageLink ref={ref} to={href} {...rest} />;
  },
);
