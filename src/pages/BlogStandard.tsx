import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { blogArchives, blogPosts, blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import { ui } from '../content/ui';
import { BlogGrid } from '../sections/BlogGrid';

export const meta = () => pageMeta('blogStandard');

/** One wide post per row with its excerpt, two to a page. */
export default function BlogStandardPage() {
  return (
    <InnerPage title={pages.blogStandard.title}>
      <BlogGrid posts={blogPosts} linkBase={blogRoutes.post} columns={1} pageSize={2} filterable archives={blogArchives} labels={ui.blog} />
    </InnerPage>
  );
}
