import { createTheme } from '@mui/material/styles';
import { colorSchemes } from './colorSchemes';
import { baselineCustomizations } from './customizations/baseline';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { breakpoints, radius } from './tokens';
import { typography } from './typography';

/** The one theme: both colour schemes as CSS variables, switched by `[data-dark]` / `[data-light]` on <html>. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data', cssVarPrefix: 'sb' },
  colorSchemes,
  typography,
  shape: { borderRadius: radius.sm },
  spacing: 8,
  breakpoints: { values: breakpoints },
  components: {
    ...baselineCustomizations,
    ...inputsCustomizations,
    ...surfacesCustomizations,
    ...navigationCustomizations,
    ...feedbackCustomizations,
  },
});

export type AppTheme = typeof theme;
