import type { TypographyVariantsOptions } from '@mui/material/styles';

/*
 * Right to left is Arabic here, so there Noto Sans Arabic goes first: its Arabic and its Latin
 * files (src/theme/fonts/arabic.css) draw the whole page, Inter's three never load, and a line
 * takes its spacing from the face it is written in (CSS Fonts' "first available font": the first
 * face of the stack with a space, which a browser fetches to find out).
 */
export const fontFamilyFor = (direction: 'ltr' | 'rtl') => `${direction === 'rtl' ? '"Noto Sans Arabic", "Inter"' : '"Inter", "Noto Sans Arabic"'}, "Helvetica Neue", Arial, sans-serif`;

/*
 * A heading's word longer than its line (a long compound in some language, a narrow phone) breaks
 * rather than pushing the page sideways; a word that fits is never broken.
 */
const breakLongWords = { overflowWrap: 'break-word' } as const;

export const typographyFor = (direction: 'ltr' | 'rtl'): TypographyVariantsOptions => ({
  fontFamily: fontFamilyFor(direction),
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
});
