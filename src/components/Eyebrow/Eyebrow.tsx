import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes } from 'react';

export type EyebrowProps = Omit<HTMLAttributes<HTMLElement>, 'color'> & {
  /** The element: a paragraph unless it names what follows (`h2`, `h3`, `dt`) or sits in a line (`span`). */
  component?: 'p' | 'span' | 'h2' | 'h3' | 'h4' | 'dt';
  sx?: SxProps<Theme>;
  /** On a brand (dark) band: the light accent, which keeps AA contrast there. */
  onBrand?: boolean;
};

/** The few capitalised words in the accent colour above a title or beside a fact ('OUR SERVICES'). */
export function Eyebrow({ component = 'p', onBrand = false, sx, ...rest }: EyebrowProps) {
  return <Typography variant="subtitle2" component={component} sx={[{ color: onBrand ? 'secondary.light' : 'brand.accent' }, ...(Array.isArray(sx) ? sx : [sx])]} {...rest} />;
}
