import { reviewWidths } from '../src/theme/tokens';

/** Viewports from the theme's review widths, shared by the toolbar and Chromatic. */
export const viewports = {
  phone: { name: `Phone ${reviewWidths.phone}`, styles: { width: `${reviewWidths.phone}px`, height: '812px' }, type: 'mobile' },
  tablet: { name: `Tablet ${reviewWidths.tablet}`, styles: { width: `${reviewWidths.tablet}px`, height: '1024px' }, type: 'tablet' },
  desktop: { name: `Desktop ${reviewWidths.desktop}`, styles: { width: `${reviewWidths.desktop}px`, height: '900px' }, type: 'desktop' },
  wide: { name: `Wide ${reviewWidths.wide}`, styles: { width: `${reviewWidths.wide}px`, height: '900px' }, type: 'desktop' },
} as const;

/**
 * Chromatic snapshots each story in both schemes at the story's own width: desktop, unless the story
 * sets a viewport (the Phone and Tablet variants do). Arabic stories take theirs from `arabicModes`.
 */
export const schemeModes = {
  light: { scheme: 'light' },
  dark: { scheme: 'dark' },
} as const;

/**
 * An Arabic story in light at phone width, as its local baseline (.storybook/visual/capturedSchemes.ts).
 * Chromatic's modes take a viewport in pixels (a width, or `{ width, height }`), not the toolbar's names.
 */
export const arabicModes = {
  'light phone': { scheme: 'light', viewport: reviewWidths.phone },
} as const;
