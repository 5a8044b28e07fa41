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
  MuiAccordion: {
    defaultProps: { disableGutters: true, elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        border: `1px solid ${(theme.vars || theme).palette.divider}`,
        borderRadius: theme.shape.borderRadius,
        backgroundColor: (theme.vars || theme).palette.background.default,
        '&::before': { display: 'none' },
        '& + &': { marginTop: theme.spacing(1.5) },
      }),
    },
  },
  MuiAccordionSummary: {
    styleOverrides: { content: { fontWeight: 600 } },
  },
};
