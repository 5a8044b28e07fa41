import type { Components, Theme } from '@mui/material/styles';
import { radius } from '../tokens';

export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: { backgroundImage: 'none' } },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.md,
        backgroundColor: (theme.vars || theme).palette.background.default,
        borderColor: (theme.vars || theme).palette.divider,
        transition: 'box-shadow 200ms ease, transform 200ms ease',
      }),
    },
  },
};
