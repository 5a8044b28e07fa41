import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type SectionBackground = 'default' | 'paper' | 'brand';

export interface SectionProps {
  id?: string;
  background?: SectionBackground;
  maxWidth?: ContainerProps['maxWidth'];
  /** Labels the region for assistive technology (the id of its heading). */
  labelledBy?: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

const backgrounds: Record<SectionBackground, SxProps<Theme>> = {
  default: { bgcolor: 'background.default', color: 'text.primary' },
  paper: { bgcolor: 'background.paper', color: 'text.primary' },
  brand: { bgcolor: 'brand.surface', color: 'brand.onSurface' },
};

/** The band every page section sits in: a named background and the page's content width. */
export function Section({ id, background = 'default', maxWidth = 'lg', labelledBy, children, sx }: SectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={labelledBy} sx={[{ py: { xs: 8, md: 12 } }, backgrounds[background], ...(Array.isArray(sx) ? sx : [sx])]}>
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
