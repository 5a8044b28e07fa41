import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { AdaptiveAnchor } from '../AdaptiveAnchor';

export type SmartLinkProps = Omit<MuiLinkProps, 'href'> & { to: string };

/** A themed text link that routes inside the site and opens other hosts in a new tab. */
export function SmartLink({ to, ...rest }: SmartLinkProps) {
  return <MuiLink component={AdaptiveAnchor} href={to} {...rest} />;
}
