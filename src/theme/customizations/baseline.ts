import type { Components, Theme } from '@mui/material/styles';

export const baselineCustomizations: Components<Theme> = {
  // Subtitles are paragraphs, never headings: MUI would otherwise render them as <h6> and break the outline.
  MuiTypography: {
    defaultProps: {
      variantMapping: { subtitle1: 'p', subtitle2: 'p', body1: 'p', body2: 'p', overline: 'span' },
    },
  },
};
