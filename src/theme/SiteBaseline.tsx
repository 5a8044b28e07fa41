import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { focusRing } from './focusRing';

/**
 * The site's own global styles, written right after MUI's baseline, as `MuiCssBaseline.styleOverrides`
 * in the theme would. They live here rather than in the theme because only this module needs them:
 * a prerendered page keeps its global styles and never loads it (src/app/frame/AppProviders.tsx), so they
 * stay out of every first load.
 */
const siteBaselineStyles = {
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
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
} as const;

/** MUI's CssBaseline (with the scheme's `color-scheme`) followed by the site's global styles. */
export default function SiteBaseline() {
  return (
    <>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={siteBaselineStyles} />
    </>
  );
}
