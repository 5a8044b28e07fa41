/**
 * The sx of an Embla viewport: it clips the moving track and shows a grab cursor. It clips with
 * `overflow: clip`, which is not a scroll container: with `hidden`, Chromium repaints the whole
 * right-to-left page on every frame the track moves (the logo strip moves all the time: about 120
 * full-page paints a second on /ar/, none on /), while `clip` leaves the moving track to the
 * compositor in both directions. A browser without `clip` keeps `hidden`.
 */
export const carouselViewportSx = {
  overflow: 'hidden',
  '@supports (overflow: clip)': { overflow: 'clip' },
  cursor: 'grab',
  '&:active': { cursor: 'grabbing' },
} as const;
