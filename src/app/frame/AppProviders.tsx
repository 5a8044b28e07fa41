import type { ReactNode } from 'react';
import { shellLabels } from '../../content/shellLabels';
import { SiteThemeProvider, type SiteThemeProviderProps } from './SiteThemeProvider';
import { ToastSlot } from '../clientParts/ToastSlot';

/** The theme with the place toasts appear: what Storybook wraps every story in. */
export function AppProviders({ children, ...theme }: SiteThemeProviderProps & { children: ReactNode }) {
  return (
    <SiteThemeProvider {...theme}>
      {children}
      <ToastSlot closeLabel={shellLabels.toasts.close} />
    </SiteThemeProvider>
  );
}
