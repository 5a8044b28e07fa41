import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { blogArchives, blogPosts, blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import { ui } from '../content/ui';
import { BlogGrid } from '../sections/BlogGrid';

export const meta = () => pageMeta('blog2Column');

/** Two cards to a row, four to a page. */
export default function Blog2ColumnPage() {
  return (
    <InnerPage title={pages.blog2Column.title}>
      <BlogGrid posts={blogPosts} linkBase={blogRoutes.post} columns={2} pageSize={4} filterable archives={blogArchives} labels={ui.blog} />
    </InnerPage>
  );
}
