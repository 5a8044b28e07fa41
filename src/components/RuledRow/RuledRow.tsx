import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface RuledRowProps {
  /** The columns once they sit side by side (grid-template-columns); one column below `from`. */
  columns: string;
  /** The breakpoint from which the columns sit side by side. */
  from: 'sm' | 'md';
  /** Space between the columns, and between them once stacked, in theme spacing units. */
  columnGap: number;
  rowGap: number;
  children: ReactNode;
}

/**
 * One row of a ruled list, read like a table: a label or title column beside the details, a
 * hairline above each row. Below `from` the columns stack.
 */
export function RuledRow({ columns, from, columnGap, rowGap, children }: RuledRowProps) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', [from]: columns }, columnGap, rowGap, py: 2.5, borderTop: 1, borderColor: 'divider' }}>
      {children}
    </Box>
  );
}
