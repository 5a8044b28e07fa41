import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { JsonLd } from '../components/JsonLd';
import { deferUntilVisible } from '../platform';
import { ScrollToTopSlot } from './ScrollToTopSlot';
import { Header } from '../sections/Header';
import { headerContent } from './shellContent';
import { useForcedScheme } from './routeScheme';
import { LanguageSuggestionSlot } from './LanguageSuggestionSlot';

/*
 * The footer opens below the first screen of every page. Its code loads when the visitor nears it;
 * until then the prerendered HTML stands in, complete and readable, so the first screen hydrates sooner.
 */
const SiteFooter = deferUntilVisible(() => import('./SiteFooter').then((m) => m.SiteFooter));

export interface SitePageProps {
  /** Shown above the page's sections inside `main` (an inner page's hero). */
  hero?: ReactNode;
  stickyThreshold?: number;
  /** For pages without a dark band at the top (the not-found page). */
  solidHeader?: boolean;
  /** Extra schema.org data for this page (offers; an inner page's breadcrumb). */
  structuredData?: object[];
  children?: ReactNode;
}

/**
 * The frame of every page: header, main content, footer and the back-to-top button. Home pages use
 * it as it is; inner pages through `InnerPage`, which adds their hero, so the home page's first
 * screen does not carry the breadcrumb.
 */
export function SitePage({ hero, stickyThreshold, solidHeader = false, structuredData = [], children }: SitePageProps) {
  const forced = useForcedScheme();
  return (
    <>
      <Header {...headerContent} stickyThreshold={stickyThreshold} solid={solidHeader} showSchemeToggle={!forced} />
      <Box component="main" id="main">
        {hero}
        {children}
      </Box>
      <SiteFooter />
      <ScrollToTopSlot />
      <LanguageSuggestionSlot />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
