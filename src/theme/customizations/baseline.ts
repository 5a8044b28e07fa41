import type { Components, Theme } from '@mui/material/styles';
import { focusRing } from '../focusRing';

export const baselineCustomizations: Components<Theme> = {
  // Subtitles are paragraphs, never headings: MUI would otherwise render them as <h6> and break the outline.
  MuiTypography: {
    defaultProps: {
      variantMapping: { subtitle1: 'p', subtitle2: 'p', body1: 'p', body2: 'p', overline: 'span' },
    },
  },
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollBehavior: 'smooth', scrollPaddingTop: 96 },
      '@media (prefers-reduced-motion: reduce)': {
        html: { scrollBehavior: 'auto' },
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
        },
      },
      ':focus-visible': focusRing,
      img: { maxWidth: '100%', height: 'auto' },
      // Icons that point the way (arrows, chevrons, send, reply) carry this class: right to left,
      // forward is leftward. `scale` leaves an icon's own `transform` (a hover nudge) free.
      '[dir="rtl"] .flip-in-rtl': { scale: '-1 1' },
      '.visually-hidden': {
        position: 'absolute', width: 1, height: 1, padding: 0, margin: -1,
        overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
      },
    },
  },
};
