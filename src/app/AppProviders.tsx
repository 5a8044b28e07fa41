import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import type { ForcedScheme } from './routeScheme';
import { ToastSlot } from './ToastSlot';
import { toastLabels } from '../content/ui';

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
    >
      <CssBaseline enableColorScheme />
      {children}
      <ToastSlot closeLabel={toastLabels.close} />
    </ThemeProvider>
  );
}
