import { createTheme } from '@mui/material/styles';
import { colorSchemes } from './colorSchemes';
import { baselineCustomizations } from './customizations/baseline';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { breakpoints, radius, spacingUnit } from './tokens';
import { typographyFor } from './typography';

const build = (direction: 'ltr' | 'rtl') =>
  createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'data', cssVarPrefix: 'sb' },
    colorSchemes,
    typography: typographyFor(direction),
    shape: { borderRadius: radius.sm },
    spacing: spacingUnit,
    breakpoints: { values: breakpoints },
    components: {
      ...baselineCustomizations,
      ...inputsCustomizations,
      ...surfacesCustomizations,
      ...navigationCustomizations,
      ...feedbackCustomizations,
    },
  });

const themes = new Map<'ltr' | 'rtl', ReturnType<typeof build>>();

/**
 * The one theme: both colour schemes as CSS variables, switched by `[data-dark]` / `[data-light]`
 * on <html>, for text running left to right or right to left (Arabic).
 */
export function siteTheme(direction: 'ltr' | 'rtl' = 'ltr') {
  let theme = themes.get(direction);
  if (!theme) themes.set(direction, (theme = build(direction)));
  return theme;
}

export type AppTheme = ReturnType<typeof siteTheme>;
