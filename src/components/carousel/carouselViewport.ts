/**
 * The sx of an Embla viewport: it clips the moving track and shows a grab cursor. It clips with
 * `overflow: clip`, which is not a scroll container: with `hidden`, Chromium repaints the whole
 * right-to-left page on every frame the track moves (the logo strip moves all the time: about 120
 * full-page paints a second on /ar/, none on /), while `clip` leaves the moving track to the
 * compositor in both directions. A browser without `clip` keeps `hidden`.
 *
 * It is positioned so that it stays the offset parent of the track and its slides, from which Embla
 * measures where each slide starts. A track the page's script already moved (carouselBeforeCode.ts)
 * carries a transform, which makes the track its slides' offset parent; with a static viewport the
 * track's own offset would then count from the page, and Embla would start the slide one page inset
 * (16 px on a phone) off.
 */
export const carouselViewportSx = {
  position: 'relative',
  overflow: 'hidden',
  '@supports (overflow: clip)': { overflow: 'clip' },
  cursor: 'grab',
  '&:active': { cursor: 'grabbing' },
} as const;
