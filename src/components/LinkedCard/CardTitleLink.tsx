import Link, { type LinkProps } from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SiteLink } from '../SiteLink';
import { stretchedLinkSx } from '../styles/stretchedLink';

export interface CardTitleLinkProps {
  /** The page the card leads to, as the site writes it. */
  to: string;
  /** The heading's element: its level under the section's heading. */
  component: 'h2' | 'h3' | 'h4';
  variant: TypographyProps['variant'];
  /** The link's full name where the title alone says too little ('View project: Lumen & Pine'). */
  label?: string;
  /** Underline the title on hover (a tile without a card's hover shadow). */
  underline?: LinkProps['underline'];
  /** The heading's spacing. */
  sx?: SxProps<Theme>;
  /** Added to the link's: its layout, and the hit area's corners (`'&::after'`). */
  linkSx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A card's title and its one link, whose hit area (`::after`) covers the nearest positioned card;
 * keyboard focus draws the ring around that whole area (see stretchedLinkSx).
 */
export function CardTitleLink({ to, component, variant, label, underline, sx, linkSx, children }: CardTitleLinkProps) {
  return (
    <Typography variant={variant} component={component} sx={sx}>
      <Link component={SiteLink} to={to} aria-label={label} underline={underline} sx={[stretchedLinkSx, ...(Array.isArray(linkSx) ? linkSx : [linkSx])]}>
        {children}
      </Link>
    </Typography>
  );
}
