import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

export interface GridListProps {
  /** 'ol' where the order means something (numbered duties, steps), 'ul' otherwise. */
  component?: 'ul' | 'ol';
  /** The grid's columns (grid-template-columns), at each breakpoint; one column when left out. */
  columns?: Responsive<string>;
  /** The space between items, in theme spacing units. */
  gap: Responsive<number>;
  /** The id of the heading that names the list, where it has one. */
  'aria-labelledby'?: string;
  sx?: SxProps<Theme>;
  /** The items, each an `li`. */
  children: ReactNode;
}

/** A list laid out as a grid: still a list for assistive technology, without its bullets and indent. */
export function GridList({ component = 'ul', columns, gap, sx, children, ...rest }: GridListProps) {
  return (
    <Box component={component} sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns }, ...(Array.isArray(sx) ? sx : [sx])]} {...rest}>
      {children}
    </Box>
  );
}
