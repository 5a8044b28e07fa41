import { navy } from './tokens';

const dark = navy[950];
const light = '#FFFFFF';

/**
 * Keyboard focus, one look for every control (WCAG 2.2 focus appearance): a 2 px white ring on the
 * control's edge inside a 2 px navy ring. Two colours (WCAG technique C40) because the same control
 * sits on white pages, on the navy header, hero and footer, and on the dark scheme: whichever the
 * surface, one of the two rings stands out from it far beyond 3:1, and the pair reads as a ring,
 * not as the hover tint MUI gives a focused button.
 */
export const focusRing = {
  outline: `2px solid ${dark}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${light}`,
} as const;

/** The same ring drawn inside the control, for items in a clipping container (tabs, menu items, card links). */
export const focusRingInset = {
  outline: `2px solid ${dark}`,
  outlineOffset: -4,
  boxShadow: `inset 0 0 0 2px ${light}`,
} as const;
