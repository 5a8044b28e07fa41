import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import BlogList from '../islands/BlogList';

export const meta = () => pageMeta('blogWithSidebar');

/**
 * The list the sidebar and the header's search lead to: it applies `?search=`, `?category=`, `?tag=`
 * and `?month=`, says what it is filtered by, and offers the way back to every post.
 */
export default function BlogWithSidebarPage() {
  return (
    <InnerPage title={pages.blogWithSidebar.title}>
      <BlogList linkBase={blogRoutes.postWithSidebar} columns={2} pageSize={4} withSidebar={true} />
    </InnerPage>
  );
}
