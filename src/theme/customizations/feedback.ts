import type { Components, Theme } from '@mui/material/styles';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: { root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }) },
  },
  MuiLinearProgress: {
    styleOverrides: { root: { height: 8, borderRadius: 8 }, bar: { borderRadius: 8 } },
  },
};
