// The theme is built with CSS variables; this tells MUI's types so (theme.vars, the provider's
// CSS-variable props).
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
