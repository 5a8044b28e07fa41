import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { amber, blue, navy } from '../src/theme/tokens';

/** Storybook's own frame in the site's colours and name, with its mark (public/favicon.svg). */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle:
      '<span style="display:inline-flex;align-items:center;gap:10px;font:700 15px Inter,system-ui,sans-serif;color:#0B1F3A"><img src="favicon.svg" alt="" width="28" height="28">StarBridge Formation design system</span>',
    brandUrl: './',
    brandTarget: '_self',
    colorPrimary: amber[500],
    colorSecondary: blue[600],
    appBg: navy[50],
    appContentBg: '#FFFFFF',
    appBorderColor: navy[200],
    appBorderRadius: 8,
    textColor: navy[900],
    textMutedColor: navy[500],
    barBg: '#FFFFFF',
    barTextColor: navy[600],
    barSelectedColor: blue[600],
    fontBase: 'Inter, system-ui, sans-serif',
  }),
});
