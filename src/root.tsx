import './theme/fonts/siteFonts';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import arabic from './theme/fonts/noto-sans-arabic-core-wght.woff2?url';
import arabicLatin from './theme/fonts/noto-sans-arabic-latin-wght.woff2?url';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { CacheProvider, withEmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useHref, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { SiteThemeProvider } from './app/frame/SiteThemeProvider';
import { IslandScripts, type PageAddress, PageAddressProvider, PrerenderProvider, earlyInputScript, usePrerender } from './platform';
import { useForcedScheme } from './app/routing/routeScheme';
import { SiteLoader } from './app/frame/SiteLoader';
import { brandScreenScript } from './sections/Loader/brandScreen';
import NotFoundPage from './pages/NotFound';
import { canonicalPath, lightPath } from './platform/canonicalPath';
import { organizationData, websiteData } from './app/seo/structuredData';
import { JsonLd } from './components/JsonLd';
import { headerBehaviourKeys, headerBehaviourScript } from './sections/Header/headerBehaviour';
import { countUpScript } from './platform/countUp';
import { carouselBeforeCodeScript } from './components/carousel/carouselBeforeCode';
import { tabsBehaviourScript } from './sections/PricingTabs/tabsBehaviour';
import { NextPageHints } from './platform/nextPage';
import { modeStorageKey } from './theme';
import { siteLocales } from './locale/siteLocales';
import { site } from './content/site';
import { alternates } from './locale/alternates';
import { pageUrl } from './app/seo/pageUrl';
import { pageLocale } from './locale/pageLocale';

// The weights the first screen sets text in arrive with the stylesheet, so the first paint is
// already in the site's face rather than swapping a moment later: Inter's Latin ones; on an Arabic
// page (a build constant picks) Noto Sans Arabic's two files, its Arabic and its Latin, each one
// file for every weight, which draw the whole page (src/theme/fonts/arabic.css).
const firstScreenFonts = import.meta.env.SITE_DIRECTION === 'rtl' ? [arabic, arabicLatin] : [inter400, inter600, inter700];
const fontPreloads = firstScreenFonts.map((href) => ({
  rel: 'preload',
  as: 'font',
  type: 'font/woff2',
  href,
  crossOrigin: 'anonymous' as const,
}));

export const links: Route.LinksFunction = () => [...fontPreloads, { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }, { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }];

export const meta: Route.MetaFunction = () => [{ title: `${site.brandName} | YOUR TRUSTED US COMPANY FORMATION AGENT` }];

export function Layout({ children }: { children: ReactNode }) {
  const forced = useForcedScheme();
  // Within this language's build: '/pricing' on /es/pricing.
  const { pathname } = useLocation();
  const path = lightPath(pathname);
  const canonical = pageUrl(canonicalPath(pathname));
  return (
    <html
      lang={pageLocale.tag}
      dir={pageLocale.dir}
      data-dark={forced === 'dark' ? '' : undefined}
      data-light={forced === 'light' ? '' : undefined}
      data-scheme-forced={forced ?? undefined}
      style={forced ? { colorScheme: forced } : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First in the page, so no tap made before the code runs is lost (platform/earlyInput.ts). */}
        <script dangerouslySetInnerHTML={{ __html: earlyInputScript() }} />
        {/* Before any paint: whether this is the visit's first page, the one the brand screen shows on. */}
        <script dangerouslySetInnerHTML={{ __html: brandScreenScript() }} />
        <Meta />
        <link rel="canonical" href={canonical} />
        {alternates(path, site.siteUrl).map(({ hrefLang, href }) => (
          <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
        ))}
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={pageLocale.ogLocale} />
        {siteLocales
          .filter((locale) => locale !== pageLocale)
          .map((locale) => (
            <meta key={locale.tag} property="og:locale:alternate" content={locale.ogLocale} />
          ))}
        <Links />
        <JsonLd data={{ '@graph': [organizationData(), websiteData()] }} />
        {/* Sets the stored or system scheme before first paint; a forced route is already marked. */}
        {forced ? null : <InitColorSchemeScript attribute="data" modeStorageKey={modeStorageKey} />}
        {/* The header works from the first paint without React (sections/Header/headerBehaviour.ts). */}
        <script dangerouslySetInnerHTML={{ __html: headerBehaviourScript(headerBehaviourKeys) }} />
        {/* Meters, skill bars and counters count up once seen, with no island (platform/countUp.ts). */}
        <script dangerouslySetInnerHTML={{ __html: countUpScript() }} />
        {/* A carousel's arrows and dots move it before its code arrives (carouselBeforeCode.ts). */}
        <script dangerouslySetInnerHTML={{ __html: carouselBeforeCodeScript() }} />
        {/* The plan tabs select without React (sections/PricingTabs/tabsBehaviour.ts). */}
        <script dangerouslySetInnerHTML={{ __html: tabsBehaviourScript() }} />
        {/* The next page starts before the tap ends, and pages change with a view transition. */}
        <NextPageHints />
      </head>
      <body>
        {children}
        {usePrerender()?.routerCheck ? <Scripts /> : <IslandScripts />}
      </body>
    </html>
  );
}

/*
 * Only the prerender renders this tree: the browser never hydrates the page as a whole, only its
 * islands (src/platform/island.tsx), so none of this code reaches it.
 */
const Providers = withEmotionCache(({ children }: { children: ReactNode }, cache) => {
  const forced = useForcedScheme();
  const prerender = usePrerender();
  const home = useHref('/');
  const { pathname, search, hash } = useLocation();
  const address: PageAddress = {
    pathname,
    search,
    hash,
    basename: home === '/' ? '' : home,
    go: () => {
      throw new Error('Nothing navigates while a page is prerendered');
    },
    latestSearch: () => search,
  };
  // Each island is rendered apart (platform/island.tsx) inside what wraps it in the browser:
  // src/app/frame/IslandProviders.tsx there, the same cache, theme and address here.
  const IslandProviders = ({ children: island }: { children: ReactNode }) => (
    <CacheProvider value={cache}>
      <SiteThemeProvider forcedScheme={forced}>
        <PageAddressProvider value={address}>{island}</PageAddressProvider>
      </SiteThemeProvider>
    </CacheProvider>
  );
  const theme = (
    <SiteThemeProvider forcedScheme={forced}>
      <PageAddressProvider value={address}>{children}</PageAddressProvider>
    </SiteThemeProvider>
  );
  return prerender ? <PrerenderProvider value={{ ...prerender, IslandProviders }}>{theme}</PrerenderProvider> : theme;
});

export default function App() {
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
        <NotFoundPage />
      </Providers>
    );
  }
  throw error;
}
