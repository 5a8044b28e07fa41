import type { Components, Theme } from '@mui/material/styles';
import { radius } from '../tokens';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: { root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }) },
  },
  MuiLinearProgress: {
    styleOverrides: { root: { height: 8, borderRadius: radius.pill }, bar: { borderRadius: radius.pill } },
  },
};
