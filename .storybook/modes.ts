import { reviewWidths } from '../src/theme/tokens';

/** Viewports from the theme's review widths, shared by the toolbar and Chromatic. */
export const viewports = {
  phone: { name: `Phone ${reviewWidths.phone}`, styles: { width: `${reviewWidths.phone}px`, height: '812px' }, type: 'mobile' },
  tablet: { name: `Tablet ${reviewWidths.tablet}`, styles: { width: `${reviewWidths.tablet}px`, height: '1024px' }, type: 'tablet' },
  desktop: { name: `Desktop ${reviewWidths.desktop}`, styles: { width: `${reviewWidths.desktop}px`, height: '900px' }, type: 'desktop' },
} as const;

/** Chromatic snapshots every story in both schemes at the three widths. */
export const allModes = {
  'light phone': { scheme: 'light', viewport: 'phone' },
  'light tablet': { scheme: 'light', viewport: 'tablet' },
  'light desktop': { scheme: 'light', viewport: 'desktop' },
  'dark phone': { scheme: 'dark', viewport: 'phone' },
  'dark tablet': { scheme: 'dark', viewport: 'tablet' },
  'dark desktop': { scheme: 'dark', viewport: 'desktop' },
} as const;
