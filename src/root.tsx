import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './theme/fonts/arabic.css';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import arabic from './theme/fonts/noto-sans-arabic-core-wght.woff2?url';
import { CacheProvider } from '@emotion/react';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache, earlyInputScript, lazyComponent, markPageLive } from './platform';
import { useForcedScheme } from './app/routeScheme';
import { SiteLoader } from './app/SiteLoader';
import { canonicalPath } from './app/canonicalPath';
import { organizationData, websiteData } from './app/structuredData';
import { JsonLd } from './components/JsonLd';
import { siteLocales } from './content/locales/locales';
import { site } from './content/site';
import { alternates } from './locale/alternates';
import { localePath } from './locale/localePath';
import { pageLocale } from './locale/pageLocale';

// The weights the first screen sets text in arrive with the stylesheet, so the first paint is
// already in the site's face rather than swapping a moment later: Inter's Latin ones; on an Arabic
// page the Arabic font (one file, every weight) and Latin body text only (a build constant picks),
// since its few Latin words in bold would take a slow line's bandwidth from the hero image (LCP).
const firstScreenFonts = import.meta.env.SITE_DIRECTION === 'rtl' ? [arabic, inter400] : [inter400, inter600, inter700];
const fontPreloads = firstScreenFonts.map((href) => ({
  rel: 'preload',
  as: 'font',
  type: 'font/woff2',
  href,
  crossOrigin: 'anonymous' as const,
}));

export const links: Route.LinksFunction = () => [
  ...fontPreloads,
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export const meta: Route.MetaFunction = () => [
  { title: `${site.brandName} | YOUR TRUSTED US COMPANY FORMATION AGENT` },
];

export function Layout({ children }: { children: ReactNode }) {
  const forced = useForcedScheme();
  // Within this language's build: '/pricing' on /es/pricing.
  const { pathname } = useLocation();
  const path = canonicalPath(pathname);
  const canonical = `${site.siteUrl}${localePath(pageLocale, path)}`;
  return (
    <html
      lang={pageLocale.tag}
      dir={pageLocale.dir}
      data-dark={forced === 'dark' ? '' : undefined}
      data-light={forced === 'light' ? '' : undefined}
      style={forced ? { colorScheme: forced } : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First in the page, so no tap made before the code runs is lost (platform/earlyInput.ts). */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyInputScript() : '' }} suppressHydrationWarning />
        <Meta />
        <link rel="canonical" href={canonical} />
        {/* Only for crawlers, which read the prerendered page: the browser's bundle leaves them out. */}
        {import.meta.env.SSR ? alternates(path, site.siteUrl).map(({ hrefLang, href }) => <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />) : null}
        <meta property="og:url" content={canonical} />
        {import.meta.env.SSR ? (
          <>
            <meta property="og:locale" content={pageLocale.ogLocale} />
            {siteLocales.filter((locale) => locale !== pageLocale).map((locale) => <meta key={locale.tag} property="og:locale:alternate" content={locale.ogLocale} />)}
          </>
        ) : null}
        <Links />
        <JsonLd data={import.meta.env.SSR ? { '@graph': [organizationData(), websiteData()] } : undefined} />
        {/* Sets the stored or system scheme before first paint; a forced route is already marked. It only
            ever runs from the prerendered page, so the browser's bundle keeps an empty stand-in. */}
        {forced ? null : import.meta.env.SSR ? <InitColorSchemeScript attribute="data" /> : <script dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// Only a mistyped or stale address needs it, so its code stays out of every other page's first load.
const NotFoundPage = lazyComponent(() => import('./pages/NotFound').then((m) => m.default));

const clientCache = typeof window === 'undefined' ? null : createEmotionCache();

function Providers({ children }: { children: ReactNode }) {
  const forced = useForcedScheme();
  const app = <AppProviders forcedScheme={forced}>{children}</AppProviders>;
  return clientCache ? <CacheProvider value={clientCache}>{app}</CacheProvider> : app;
}

export default function App() {
  useEffect(markPageLive, []);
  return (
    <Providers>
      <SiteLoader />
      <Outlet />
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Providers>
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      </Providers>
    );
  }
  throw error;
}
