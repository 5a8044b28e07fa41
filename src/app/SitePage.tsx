import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { JsonLd } from '../components/JsonLd';
import { ui } from '../content/ui';
import { SiteFooter } from './belowTheFold';
import { ScrollToTopSlot } from './ScrollToTopSlot';
import { Header } from '../sections/Header';
import { PageHero } from '../sections/PageHero';
import { headerContent } from './shellContent';
import { useForcedScheme } from './routeScheme';
import { breadcrumbData } from './structuredData';

export interface SitePageProps {
  /** Inner pages get a hero with their name and a breadcrumb; home pages bring their own banner. */
  title?: string;
  /** Crumbs between Home and this page. */
  trail?: { label: string; to: string }[];
  stickyThreshold?: number;
  /** For pages without a dark band at the top (the not-found page). */
  solidHeader?: boolean;
  /** Extra schema.org data for this page (FAQ, offers); inner pages also get their breadcrumb. */
  structuredData?: object[];
  children?: ReactNode;
}

/** The frame of every page: header, main content, footer and the back-to-top button. */
export function SitePage({ title, trail = [], stickyThreshold, solidHeader = false, structuredData = [], children }: SitePageProps) {
  const forced = useForcedScheme();
  const { pathname } = useLocation();
  const home = { label: ui.common.home, to: '/' };
  return (
    <>
      <Header {...headerContent} stickyThreshold={stickyThreshold} solid={solidHeader} showSchemeToggle={!forced} />
      <Box component="main" id="main">
        {title ? (
          <PageHero title={title} trail={[home, ...trail]} breadcrumbLabel={ui.common.breadcrumb} />
        ) : null}
        {children}
      </Box>
      <SiteFooter />
      <ScrollToTopSlot />
      {title ? <JsonLd data={breadcrumbData([home, ...trail], { label: title, path: pathname })} /> : null}
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
