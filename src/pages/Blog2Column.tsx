import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import BlogList from '../islands/BlogList';

export const meta = () => pageMeta('blog2Column');

/**
 * Two cards to a row, four to a page.
 */
export default function Blog2ColumnPage() {
  return (
    <InnerPage title={pages.blog2Column.title}>
      <BlogList linkBase={blogRoutes.post} columns={2} pageSize={4} withSidebar={false} />
    </InnerPage>
  );
}
