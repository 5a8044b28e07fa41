import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('blog2Column');

export default function Blog2ColumnPage() {
  return <SitePage title={pages.blog2Column.title} />;
}
