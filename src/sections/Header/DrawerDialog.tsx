import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AriaAttributes, ReactNode } from 'react';
import { modalSx } from './modalSx';

export interface DrawerDialogProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  /** The dialog's id, which its buttons name in `commandfor`. */
  id: string;
  /** The side it slides from, by the line's direction: start is the left in English, the right in Arabic. */
  side: 'start' | 'end';
  /** Its width: a number of px, or per breakpoint. */
  width: number | string | Record<string, number | string>;
  /** A class the body carries while it is open (headerBehaviour.ts), for styles elsewhere. */
  bodyClass?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A full-height panel over the page, from one side, on a dimmed backdrop: a native modal `<dialog>`
 * (see `modalSx`). It slides in unless the visitor asks for reduced motion.
 */
export function DrawerDialog({ id, side, width, bodyClass, sx, children, ...aria }: DrawerDialogProps) {
  return (
    <Paper
      component="dialog"
      id={id}
      // Closed by a click on the backdrop, as well as by Escape and its close button.
      closedby="any"
      elevation={16}
      square
      data-body-class={bodyClass}
      {...aria}
      sx={[
        modalSx,
        (theme) => ({
          inset: 0,
          insetInlineStart: side === 'start' ? 0 : 'auto',
          insetInlineEnd: side === 'end' ? 0 : 'auto',
          width,
          maxWidth: '100%',
          height: '100dvh',
          maxHeight: '100dvh',
          overflowY: 'auto',
          '--drawer-hidden': side === 'start' ? 'translateX(-100%)' : 'translateX(100%)',
          // In Arabic the line runs right to left, so the start side is the right.
          '[dir="rtl"] &': { '--drawer-hidden': side === 'start' ? 'translateX(100%)' : 'translateX(-100%)' },
          transform: 'var(--drawer-hidden)',
          transition: `transform ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}, display ${theme.transitions.duration.enteringScreen}ms allow-discrete, overlay ${theme.transitions.duration.enteringScreen}ms allow-discrete`,
          '&[open]': { transform: 'none' },
          '@starting-style': { '&[open]': { transform: 'var(--drawer-hidden)' } },
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}
