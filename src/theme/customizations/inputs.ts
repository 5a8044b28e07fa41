import type { Components, Theme } from '@mui/material/styles';

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 999,
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
