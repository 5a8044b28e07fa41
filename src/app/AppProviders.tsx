import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import type { ForcedScheme } from './routeScheme';
import { ToastSlot } from './ToastSlot';
import { shellLabels } from '../content/shellLabels';

/**
 * A prerendered page already carries the theme's CSS variables for both schemes in a style tag of
 * its own; the client leaves it in place rather than building the same stylesheet again while it
 * hydrates. Anywhere else (Storybook, a page rendered in the browser) the provider writes it.
 */
const prerenderedThemeVars =
  typeof document !== 'undefined' && document.querySelector('style[data-emotion^="css-global"]') !== null;

interface AppProvidersProps {
  children: ReactNode;
  /** A route that forces a scheme keeps it out of the visitor's stored choice. */
  forcedScheme?: ForcedScheme;
}

export function AppProviders({ children, forcedScheme = null }: AppProvidersProps) {
  return (
    <ThemeProvider
      key={forcedScheme ?? 'visitor'}
      theme={theme}
      defaultMode={forcedScheme ?? 'system'}
      storageManager={forcedScheme ? null : undefined}
      disableTransitionOnChange
      // The scheme is read on the first client render instead of one render later: a context change
      // right after hydration would make React throw away every prerendered section still waiting
      // for its code, and render it again from scratch.
      noSsr
      disableStyleSheetGeneration={prerenderedThemeVars}
    >
      <CssBaseline enableColorScheme />
      {children}
      <ToastSlot closeLabel={shellLabels.toasts.close} />
    </ThemeProvider>
  );
}
