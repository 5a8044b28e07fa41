import type { Components, Theme } from '@mui/material/styles';
import { radius } from '../tokens';
import { focusRingInset } from '../focusRing';

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { fontWeight: 500 } },
  },
  MuiTabs: {
    styleOverrides: { indicator: { height: 3, borderRadius: radius.pill } },
  },
  MuiTab: {
    // The tab strip clips what lies outside it, so the ring is drawn inside the tab.
    styleOverrides: { root: { fontWeight: 600, textTransform: 'none', minHeight: 48, '&:focus-visible, &.Mui-focusVisible': focusRingInset } },
  },
  // Menus and drawer lists clip their items' edges too.
  MuiMenuItem: { styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': focusRingInset } } },
  MuiListItemButton: { styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': focusRingInset } } },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({ backgroundColor: (theme.vars || theme).palette.background.default }),
    },
  },
};
