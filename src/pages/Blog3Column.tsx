import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import BlogList from '../islands/BlogList';

export const meta = () => pageMeta('blog3Column');

/**
 * 'Blog Grid': three cards to a row on large screens, two on medium, three to a page.
 */
export default function Blog3ColumnPage() {
  return (
    <InnerPage title={pages.blog3Column.title}>
      <BlogList linkBase={blogRoutes.post} columns={3} pageSize={3} withSidebar={false} />
    </InnerPage>
  );
}
