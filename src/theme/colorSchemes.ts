import type { ColorSystemOptions } from '@mui/material/styles';
import { amber, blue, green, navy, red } from './tokens';

export const colorSchemes: { light: ColorSystemOptions; dark: ColorSystemOptions } = {
  light: {
    palette: {
      primary: { main: blue[600], light: blue[400], dark: blue[700], contrastText: '#FFFFFF' },
      secondary: { main: amber[400], light: amber[300], dark: amber[500], contrastText: navy[900] },
      success: { main: green[700] },
      error: { main: red[700] },
      background: { default: '#FFFFFF', paper: navy[50] },
      text: { primary: navy[900], secondary: navy[500] },
      divider: navy[100],
      brand: { surface: navy[900], onSurface: '#FFFFFF', accent: amber[700], tint: blue[100] },
    },
  },
  dark: {
    palette: {
      primary: { main: blue[300], light: blue[200], dark: blue[400], contrastText: navy[950] },
      secondary: { main: amber[300], light: amber[200], dark: amber[400], contrastText: navy[950] },
      success: { main: green[400] },
      error: { main: red[400] },
      background: { default: navy[950], paper: navy[800] },
      text: { primary: '#F3F6FB', secondary: navy[200] },
      divider: navy[600],
      brand: { surface: '#050D1C', onSurface: '#FFFFFF', accent: amber[300], tint: navy[700] },
    },
  },
};
