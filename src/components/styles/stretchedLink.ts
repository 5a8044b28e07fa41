import type { SxProps, Theme } from '@mui/material/styles';
import { focusRingInset } from '../../theme/focusRing';
import { rounded } from '../../theme/tokens';

/**
 * A link whose click area covers its positioned card (`position: relative`), so a card has one link
 * and one tab stop. The focus ring moves to the card's edge, drawn inside it because a card clips its
 * overflow (an outer ring would be cut away), with a card's corners (a tile with other corners sets
 * `'&::after': { borderRadius }`). Controls that must stay clickable on top of it (social links) need
 * `position: relative; z-index: 1`.
 */
export const stretchedLinkSx: SxProps<Theme> = {
  color: 'inherit',
  fontWeight: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: rounded('md') },
  // The page's own ring (outline and shadow) would draw a second one around the title.
  '&:focus-visible': { outline: 'none', boxShadow: 'none' },
  '&:focus-visible::after': focusRingInset,
};
