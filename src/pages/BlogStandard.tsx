import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import BlogList from '../islands/BlogList';

export const meta = () => pageMeta('blogStandard');

/**
 * One wide post per row with its excerpt, two to a page.
 */
export default function BlogStandardPage() {
  return (
    <InnerPage title={pages.blogStandard.title}>
      <BlogList linkBase={blogRoutes.post} columns={1} pageSize={2} withSidebar={false} />
    </InnerPage>
  );
}
