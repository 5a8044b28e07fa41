import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Section } from '../Section';

export interface HeroBandProps {
  /** The id of the band's h1, which names it. */
  labelledBy: string;
  /** The band's glow over the brand colour: a CSS background-image (radial gradients). */
  glow: string;
  children: ReactNode;
  /** The band's own bottom padding and overflow. */
  sx?: SxProps<Theme>;
}

/**
 * The brand band a page opens with, under the fixed, transparent header: its top padding leaves room
 * for the header (64 px on phones, 80 px from md), so the h1 starts below it.
 */
export function HeroBand({ labelledBy, glow, children, sx }: HeroBandProps) {
  return (
    <Section labelledBy={labelledBy} background="brand" sx={[{ pt: { xs: 16, md: 20 }, backgroundImage: glow }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Section>
  );
}
