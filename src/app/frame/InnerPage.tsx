import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { shellLabels } from '../../content/shellLabels';
import { PageHero } from '../../sections/PageHero';
import { SitePage } from './SitePage';
import { breadcrumbData } from '../seo/breadcrumbData';
import { sitePath } from '../../sitePaths';

export interface InnerPageProps {
  /** The page's name, shown in its hero and as the last crumb. */
  title: string;
  /** Crumbs between Home and this page. */
  trail?: { label: string; to: string }[];
  /** Extra schema.org data for this page (offers); the breadcrumb is added here. */
  structuredData?: object[];
  children?: ReactNode;
}

/** Every page below home: the site frame with a hero naming the page and its breadcrumb. */
export function InnerPage({ title, trail = [], structuredData = [], children }: InnerPageProps) {
  const { pathname } = useLocation();
  const crumbs = [{ label: shellLabels.common.home, to: sitePath('/') }, ...trail];
  return (
    <SitePage
      hero={<PageHero title={title} trail={crumbs} breadcrumbLabel={shellLabels.common.breadcrumb} />}
      structuredData={[breadcrumbData(crumbs, { label: title, path: pathname }), ...structuredData]}
    >
      {children}
    </SitePage>
  );
}
