import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { DocumentAddress, createEmotionCache } from '../../platform';
import type { ForcedScheme } from '../routing/routeScheme';
import { SiteThemeProvider } from './SiteThemeProvider';

// One Emotion cache for every island: it takes over the page's prerendered styles (Emotion's own
// server-rendering setup), so hydrating an island inserts none of them again.
const cache = createEmotionCache();
/** A dark (or light) route variant says so on <html>; the islands keep to it. */
const forcedScheme = (document.documentElement.dataset.schemeForced ?? null) as ForcedScheme;
const basename = import.meta.env.SITE_LOCALE ? `/${import.meta.env.SITE_LOCALE}` : '';

/** What every island's React root is wrapped in: the styles, the theme and the page's address. */
export function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <SiteThemeProvider forcedScheme={forcedScheme}>
        <DocumentAddress basename={basename}>{children}</DocumentAddress>
      </SiteThemeProvider>
    </CacheProvider>
  );
}
