import { BlogPostPage, blogPostLoader, blogPostMeta } from './parts/BlogPostPage';
import { blogRoutes } from '../content/blog';
import { pages } from '../content/pages';
import { sitePath } from '../sitePaths';

export const loader = blogPostLoader;
export const meta = blogPostMeta;

export default function BlogSinglePage() {
  return <BlogPostPage list={{ label: pages.blogStandard.title, to: sitePath('/blog-standard') }} postBase={blogRoutes.post} />;
}
