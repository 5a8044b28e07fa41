import { InnerPage } from '../app/frame/InnerPage';
import { pageMeta } from '../app/seo/pageMeta';
import { layoutGroups, layoutIndexLabels } from '../content/layouts';
import { pages } from '../content/pages';
import { LayoutIndex } from '../sections/LayoutIndex';

export const meta = () => pageMeta('layouts');

/** Every layout, for designers and reviewers: the visitor's menu lists only the visitor's pages. */
export default function LayoutsPage() {
  return (
    <InnerPage title={pages.layouts.title}>
      <LayoutIndex groups={layoutGroups} labels={layoutIndexLabels} />
    </InnerPage>
  );
}
