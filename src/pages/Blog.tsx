import type { MetaArgs } from 'react-router';
import { pageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { metaRow, useRouteRow } from '../app/routing/routeRow';
import { blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import BlogList from '../islands/BlogList';

export const meta = ({ matches }: MetaArgs) => pageMeta(metaRow('pages/Blog.tsx', matches).page);

/**
 * The posts in one to three columns, a page at a time (routeTable.ts). With the sidebar it is the
 * list the sidebar and the header's search lead to: it applies `?search=`, `?category=`, `?tag=` and
 * `?month=`, says what it is filtered by, offers the way back to every post, and its posts open beside
 * the sidebar too.
 */
export default function BlogPage() {
  const { page, variant } = useRouteRow('pages/Blog.tsx');
  const { columns, pageSize, withSidebar } = variant;
  return (
    <InnerPage title={pages[page].title}>
      <BlogList linkBase={withSidebar ? blogRoutes.postWithSidebar : blogRoutes.post} columns={columns} pageSize={pageSize} withSidebar={withSidebar} />
    </InnerPage>
  );
}
