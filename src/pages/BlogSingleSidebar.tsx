import { BlogPostPage, blogPostLoader, blogPostMeta } from './parts/BlogPostPage';
import { blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import BlogSidebar from '../islands/BlogSidebar';

export const loader = blogPostLoader;
export const meta = blogPostMeta;

/** The single post with the blog sidebar beside it; previous and next stay in this layout. */
export default function BlogSingleSidebarPage() {
  return <BlogPostPage list={{ label: pages.blogWithSidebar.title, to: blogRoutes.list }} postBase={blogRoutes.postWithSidebar} aside={<BlogSidebar />} />;
}
