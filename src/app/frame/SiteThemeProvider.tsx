import { ThemeProvider } from '@mui/material/styles';
import { emotionKey, lazyComponent } from '../../platform';
import { type ReactNode, Suspense } from 'react';
import { modeStorageKey, siteTheme } from '../../theme';
import { pageLocale } from '../../locale/pageLocale';
import type { ForcedScheme } from '../routing/routeScheme';

/**
 * A prerendered page already carries the theme's CSS variables for both schemes and the baseline
 * styles in global style tags; the client leaves them in place rather than building the same
 * stylesheets again while it hydrates (and does not even load the baseline's code). Anywhere else
 * (Storybook, a page rendered in the browser) the provider and the baseline write them.
 */
const prerenderedGlobalStyles = typeof document !== 'undefined' && document.querySelector(`style[data-emotion^="${emotionKey}-global"]`) !== null;

const SiteBaseline = lazyComponent(() => import('../../theme/SiteBaseline').then((m) => m.default));

export interface SiteThemeProviderProps {
  children: ReactNode;
  /** A route that forces a scheme keeps it out of the visitor's stored choice. */
  forcedScheme?: ForcedScheme;
  /** The page's language's direction (Storybook's locale toolbar sets it). */
  direction?: 'ltr' | 'rtl';
}

/** The site's theme and colour scheme: around the prerendered page and around each island. */
export function SiteThemeProvider({ children, forcedScheme = null, direction = pageLocale.dir }: SiteThemeProviderProps) {
  return (
    <ThemeProvider
      key={forcedScheme ?? 'visitor'}
      theme={siteTheme(direction)}
      defaultMode={forcedScheme ?? 'system'}
      modeStorageKey={modeStorageKey}
      storageManager={forcedScheme ? null : undefined}
      disableTransitionOnChange
      // The scheme is read on the first client render instead of one render later: a context change
      // right after hydration would make React throw away every prerendered section still waiting
      // for its code, and render it again from scratch.
      noSsr
      disableStyleSheetGeneration={prerenderedGlobalStyles}
    >
      {/* Renders no element, so server and client may differ inside; the boundary itself must match. */}
      <Suspense fallback={null}>{prerenderedGlobalStyles ? null : <SiteBaseline />}</Suspense>
      {children}
    </ThemeProvider>
  );
}
