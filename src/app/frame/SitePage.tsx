import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { JsonLd } from '../../components/JsonLd';
import { Header } from '../../sections/Header';
import { headerContent } from '../../content/headerContent';
import { useForcedScheme } from '../routing/routeScheme';
import { SiteFooter } from './SiteFooter';

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
 * The frame of every page: header, main content and footer. Home pages use
 * it as it is; inner pages through `InnerPage`, which adds their hero, so the home page's first
 * screen does not carry the breadcrumb.
 */
export function SitePage({ hero, stickyThreshold, solidHeader = false, structuredData = [], children }: SitePageProps) {
  const forced = useForcedScheme();
  return (
    <>
      {/* Prerendered HTML that works without React: no island (see sections/Header/headerBehaviour.ts). */}
      <Header {...headerContent} stickyThreshold={stickyThreshold} solid={solidHeader} showSchemeToggle={!forced} />
      <Box component="main" id="main">
        {hero}
        {children}
      </Box>
      <SiteFooter />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
