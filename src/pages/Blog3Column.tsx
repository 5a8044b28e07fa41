import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { blogArchives, blogPosts, blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import { ui } from '../content/ui';
import { BlogGrid } from '../sections/BlogGrid';

export const meta = () => pageMeta('blog3Column');

/** 'Blog Grid': three cards to a row on large screens, two on medium, three to a page. */
export default function Blog3ColumnPage() {
  return (
    <InnerPage title={pages.blog3Column.title}>
      <BlogGrid posts={blogPosts} linkBase={blogRoutes.post} columns={3} pageSize={3} filterable archives={blogArchives} labels={ui.blog} />
    </InnerPage>
  );
}
