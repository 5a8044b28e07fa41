import type { TypographyVariantsOptions } from '@mui/material/styles';

export const fontFamily = '"Inter", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif';

/*
 * A heading's word longer than its line (a long compound in some language, a narrow phone) breaks
 * rather than pushing the page sideways; a word that fits is never broken.
 */
const breakLongWords = { overflowWrap: 'break-word' } as const;

export const typography: TypographyVariantsOptions = {
  fontFamily,
  h1: { fontSize: 'clamp(2.25rem, 5vw + 1rem, 4rem)', fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em', ...breakLongWords },
  h2: { fontSize: 'clamp(1.75rem, 2.5vw + 1rem, 2.75rem)', fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.015em', ...breakLongWords },
  h3: { fontSize: 'clamp(1.375rem, 1vw + 1rem, 1.75rem)', fontWeight: 700, lineHeight: 1.25, ...breakLongWords },
  h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
  h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
  h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
  subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
  subtitle2: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', ...breakLongWords },
  body1: { fontSize: '1rem', lineHeight: 1.7 },
  body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
  button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  overline: { fontWeight: 700, letterSpacing: '0.14em' },
};
