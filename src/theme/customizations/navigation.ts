import type { Components, Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { fontWeight: 500 } },
  },
  MuiTabs: {
    styleOverrides: { indicator: { height: 3, borderRadius: 3 } },
  },
  MuiTab: {
    styleOverrides: { root: { fontWeight: 600, textTransform: 'none', minHeight: 48 } },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({ backgroundColor: (theme.vars || theme).palette.background.default }),
    },
  },
};
