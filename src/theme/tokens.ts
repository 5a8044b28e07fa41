// Colour scales, chosen so that text on each scheme's background passes WCAG AA (4.5:1).
export const navy = {
  50: '#F3F6FB',
  100: '#E4EAF4',
  200: '#C7D2E5',
  300: '#94A6C6',
  400: '#5F7398',
  500: '#3D5075',
  600: '#2A3B5C',
  700: '#1B2B48',
  800: '#111F38',
  900: '#0B1F3A',
  950: '#07142A',
} as const;

export const blue = {
  100: '#DCE6FF',
  200: '#B7CBFF',
  300: '#8AAAFF',
  400: '#5E88FF',
  500: '#1F5EFF',
  600: '#1A4FD6',
  700: '#1540AD',
} as const;

export const amber = {
  200: '#FCE2B0',
  300: '#F9C96B',
  400: '#F5A524',
  500: '#D98A0B',
  700: '#8A5300',
} as const;

export const green = { 400: '#4ADE80', 600: '#15803D', 700: '#166534' } as const;
export const red = { 400: '#F87171', 600: '#DC2626', 700: '#B91C1C' } as const;

/**
 * Corner radii in px, except `round`: the steps sections draw with `rounded(step)` and overrides with
 * `radius.step`. Where each is used: the Foundations page (stories/Foundations/SpacingAndBreakpoints).
 */
export const radius = { sm: 8, md: 12, lg: 16, xl: 20, xxl: 24, xxxl: 32, pill: 999, round: '50%' } as const;

/**
 * A radius step as a CSS length for sx, where a bare number would be multiplied by
 * theme.shape.borderRadius (so `radius.xxl` written as is would draw 192 px, not 24).
 */
export const rounded = (step: keyof typeof radius): string => {
  const value = radius[step];
  return typeof value === 'number' ? `${value}px` : value;
};

/** The spacing unit in px: `theme.spacing(n)`, and a bare number n on sx's p, m and gap, is n times this. */
export const spacingUnit = 8;

/** Breakpoints shared by the theme, Storybook viewports and carousels. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/**
 * Storybook / visual-test widths: phone, tablet, desktop, and wide, where every language's desktop
 * menu bar shows (headerFits in each navigation.ts: Spanish needs 1424 px).
 */
export const reviewWidths = { phone: 375, tablet: 768, desktop: 1280, wide: 1440 } as const;
