import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ui } from '../content/ui';
import { Footer } from '../sections/Footer';
import { Header } from '../sections/Header';
import { PageHero } from '../sections/PageHero';
import { ScrollToTop } from '../sections/ScrollToTop';
import { footerContent, headerContent } from './shellContent';
import { useForcedScheme } from './routeScheme';

export interface SitePageProps {
  /** Inner pages get a hero with their name and a breadcrumb; home pages bring their own banner. */
  title?: string;
  /** Crumbs between Home and this page. */
  trail?: { label: string; to: string }[];
  stickyThreshold?: number;
  /** For pages without a dark band at the top (the not-found page). */
  solidHeader?: boolean;
  children?: ReactNode;
}

/** The frame of every page: header, main content, footer and the back-to-top button. */
export function SitePage({ title, trail = [], stickyThreshold, solidHeader = false, children }: SitePageProps) {
  const forced = useForcedScheme();
  return (
    <>
      <Header {...headerContent} stickyThreshold={stickyThreshold} solid={solidHeader} showSchemeToggle={!forced} />
      <Box component="main" id="main">
        {title ? (
          <PageHero title={title} trail={[{ label: ui.common.home, to: '/' }, ...trail]} breadcrumbLabel={ui.common.breadcrumb} />
        ) : null}
        {children}
      </Box>
      <Footer {...footerContent} />
      <ScrollToTop label={ui.common.backToTop} />
    </>
  );
}
