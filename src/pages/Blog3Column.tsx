import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('blog3Column');

export default function Blog3ColumnPage() {
  return <SitePage title={pages.blog3Column.title} />;
}
