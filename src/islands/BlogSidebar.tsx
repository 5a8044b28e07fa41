import { blogSidebarContent } from '../content/blog';
import { blogSidebarLabels } from '../content/ui';
import { island } from '../platform';
import { BlogSidebar } from '../sections/BlogSidebar';

/** The blog's sidebar beside a post, with its search form. */
function BlogSidebarIsland() {
  return <BlogSidebar {...blogSidebarContent} labels={blogSidebarLabels} />;
}

export default island('BlogSidebar', BlogSidebarIsland);
