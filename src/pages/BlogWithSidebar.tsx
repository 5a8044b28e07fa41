import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { blogArchives, blogPosts, blogRoutes, blogSidebarContent } from '../content/blog';
import { pages } from '../content/pages';
import { blogSidebarLabels, ui } from '../content/ui';
import { BlogGrid } from '../sections/BlogGrid';
import { BlogSidebar } from '../sections/BlogSidebar';

export const meta = () => pageMeta('blogWithSidebar');

/**
 * The list the sidebar and the header's search lead to: it applies `?search=`, `?category=`, `?tag=`
 * and `?month=`, says what it is filtered by, and offers the way back to every post.
 */
export default function BlogWithSidebarPage() {
  return (
    <InnerPage title={pages.blogWithSidebar.title}>
      <BlogGrid
        posts={blogPosts}
        linkBase={blogRoutes.postWithSidebar}
        columns={2}
        pageSize={4}
        filterable
        archives={blogArchives}
        labels={ui.blog}
        aside={<BlogSidebar {...blogSidebarContent} labels={blogSidebarLabels} />}
      />
    </InnerPage>
  );
}
