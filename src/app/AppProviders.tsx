import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastHost } from '../sections/ToastHost';
import { theme } from '../theme';
import type { ForcedScheme } from './routeScheme';
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
    >
      <CssBaseline enableColorScheme />
      <ToastHost closeLabel={toastLabels.close}>{children}</ToastHost>
    </ThemeProvider>
  );
}
