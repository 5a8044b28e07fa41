import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { focusRing } from '../../theme/focusRing';
import { rounded } from '../../theme/tokens';

export interface ScrollableTableProps {
  id: string;
  caption: string;
  /** Head and body rows. */
  children: ReactNode;
}

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is a named, focusable region,
 * so it can be scrolled with the keyboard too.
 */
export function ScrollableTable({ id, caption, children }: ScrollableTableProps) {
  const captionId = `${id}-caption`;
  return (
    <TableContainer
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      // A container, so the caption can be as wide as the visible box rather than the whole table.
      sx={{ containerType: 'inline-size', border: 1, borderColor: 'divider', borderRadius: rounded('lg'), bgcolor: 'background.default', '&:focus-visible': focusRing }}
    >
      <Table id={id} size="small" sx={{ minWidth: 560, '& th, & td': { whiteSpace: 'nowrap' } }}>
        <Typography
          component="caption"
          id={captionId}
          variant="body2"
          sx={{ captionSide: 'top', textAlign: 'left', color: 'text.secondary', px: 2, pt: 1.5, pb: 1, position: 'sticky', left: 0, maxWidth: '100cqi', boxSizing: 'border-box' }}
        >
          {caption}
        </Typography>
        {children}
      </Table>
    </TableContainer>
  );
}
