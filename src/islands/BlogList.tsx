import { blogArchives, blogCards, blogSidebarContent } from '../content/blog';
import { blogSidebarLabels, ui } from '../content/ui';
import { island } from '../platform';
import { BlogGrid } from '../sections/BlogGrid';
import { BlogSidebar } from '../sections/BlogSidebar';
import type { DetailBasePath } from '../sitePaths';

interface BlogListProps {
  linkBase: DetailBasePath;
  columns: 1 | 2 | 3;
  pageSize: number;
  withSidebar: boolean;
}

/** A blog list that filters and pages through the posts, with the sidebar's search where it has one. */
function BlogList({ linkBase, columns, pageSize, withSidebar }: BlogListProps) {
  return (
    <BlogGrid
      posts={blogCards}
      linkBase={linkBase}
      columns={columns}
      pageSize={pageSize}
      filterable
      archives={blogArchives}
      labels={ui.blog}
      aside={withSidebar ? <BlogSidebar {...blogSidebarContent} labels={blogSidebarLabels} /> : undefined}
    />
  );
}

export default island('BlogList', BlogList);
