import type { Components, Theme } from '@mui/material/styles';
import { radius } from '../tokens';
import { focusRing } from '../focusRing';

export const inputsCustomizations: Components<Theme> = {
  // MUI's ButtonBase clears the outline and marks keyboard focus with a class once its code runs; the
  // ring goes back on both, so a control still waiting for its code shows it too.
  MuiButtonBase: { defaultProps: { disableRipple: false }, styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': focusRing } } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        // After the variants, which take a focused button's shadow away (disableElevation).
        '&:focus-visible, &.Mui-focusVisible': focusRing,
        borderRadius: radius.pill,
        paddingInline: theme.spacing(3),
        minHeight: 44,
      }),
      sizeLarge: ({ theme }) => ({ paddingInline: theme.spacing(4), minHeight: 52, fontSize: '1rem' }),
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { minWidth: 44, minHeight: 44 } },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        backgroundColor: (theme.vars || theme).palette.background.default,
      }),
    },
  },
};
