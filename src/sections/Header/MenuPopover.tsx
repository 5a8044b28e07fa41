import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { menuRowsSx } from './menuRowsSx';

export interface MenuPopoverProps {
  /** The popover's id, which its button names in `popoverTarget`. */
  id: string;
  /** The CSS anchor name its button carries (`anchorName`), so it opens under that button. */
  anchor: string;
  /** Which way it extends from its button: towards the line's end (a menu bar group) or start (the bar's end). */
  align?: 'start' | 'end';
  /** `<li>` rows, each holding one link. */
  children: ReactNode;
}

/**
 * A drop-down list of links under its button: a native popover, so it opens, closes on Escape or a
 * click outside and returns focus with no script, and its links are in the tab order right after the
 * button. Where the browser cannot anchor it (no CSS anchor positioning) it opens under the bar's end.
 */
export function MenuPopover({ id, anchor, align = 'start', children }: MenuPopoverProps) {
  return (
    <Paper
      id={id}
      popover="auto"
      elevation={8}
      // Per menu in a style attribute, so every menu shares one class of the rest.
      style={{ positionAnchor: anchor }}
      sx={{
        m: 0,
        p: 0,
        border: 0,
        minWidth: 200,
        maxHeight: 'calc(100vh - 96px)',
        overflowY: 'auto',
        inset: 'auto',
        positionArea: align === 'start' ? 'block-end span-inline-end' : 'block-end span-inline-start',
        positionTryFallbacks: 'flip-inline',
        '@supports not (anchor-name: --menu)': { position: 'fixed', insetBlockStart: 72, insetInlineEnd: 16 },
      }}
    >
      <Box component="ul" sx={[menuRowsSx, { py: 1 }]}>
        {children}
      </Box>
    </Paper>
  );
}
