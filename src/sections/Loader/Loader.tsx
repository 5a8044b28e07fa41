import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@emotion/react';
import { brandScreenAttribute } from './brandScreen';

export interface LoaderProps {
  /** Shown large under the ring; hidden from screen readers, which hear `label` instead. */
  brandName: string;
  /** Accessible name while it shows. */
  label: string;
  /** How long the screen stays before it fades, in ms. `null` keeps it on screen (stories). */
  durationMs?: number | null;
  /**
   * Shown only on the first page of a visit, which the head script marks (brandScreen.ts); on any
   * other page, and without JavaScript, it is not shown. The site sets it; stories leave it off.
   */
  firstPageOfVisit?: boolean;
}

/*
 * `display: none` at the end takes the screen out of the page and stops its spinner; a hidden
 * element would keep animating and restyling every frame. Browsers that cannot animate `display`
 * stop at `visibility: hidden`.
 */
const leave = keyframes`to { opacity: 0; visibility: hidden; display: none; }`;

/**
 * The first-load screen. It leaves by CSS alone so a prerendered page is never stuck behind it,
 * and it is not shown at all to visitors who ask for reduced motion.
 */
export function Loader({ brandName, label, durationMs = 1200, firstPageOfVisit = false }: LoaderProps) {
  return (
    <Box
      role="status"
      aria-label={label}
      data-testid="site-loader"
      sx={[
        {
          position: 'fixed',
          inset: 0,
          zIndex: 'tooltip',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          bgcolor: 'brand.surface',
          color: 'brand.onSurface',
          '@media (prefers-reduced-motion: reduce)': { display: 'none' },
        },
        firstPageOfVisit && { [`html:not([${brandScreenAttribute}]) &`]: { display: 'none' } },
        durationMs !== null && {
          animation: `${leave} 300ms ease ${durationMs}ms forwards`,
          pointerEvents: 'none',
        },
      ]}
    >
      {/* The page hydrates behind the screen: a ring that only turns runs on the compositor, while
          the growing and shrinking arc would restyle on the main thread every frame (MUI's advice). */}
      <CircularProgress color="inherit" disableShrink aria-hidden />
      <Typography component="p" variant="h5" aria-hidden>
        {brandName}
      </Typography>
    </Box>
  );
}
