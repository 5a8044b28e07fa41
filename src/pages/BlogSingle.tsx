import { BlogPostPage, blogPostMeta } from '../app/BlogPostPage';
import { blogRoutes } from '../content/blog';
import { pages } from '../content/pages';

export const meta = blogPostMeta;

export default function BlogSinglePage() {
  return <BlogPostPage list={{ label: pages.blogStandard.title, to: '/blog-standard' }} postBase={blogRoutes.post} />;
}
