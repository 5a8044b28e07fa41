import type { SxProps, Theme } from '@mui/material/styles';
import { focusRing } from '../../theme/focusRing';

/**
 * A link whose click area covers its positioned card (`position: relative`), so a card has one link
 * and one tab stop. The focus ring moves to the card outline; controls that must stay clickable on
 * top of it (social links) need `position: relative; z-index: 1`.
 */
export const stretchedLinkSx: SxProps<Theme> = {
  color: 'inherit',
  fontWeight: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': focusRing,
};
