import { detailPageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { useContentById } from '../app/useContentById';
import { blogPosts } from '../content/blog';
import NotFoundPage from './NotFound';

export const meta = ({ params }: { params: { id?: string } }) =>
  detailPageMeta('blogSingle', blogPosts.find((item) => String(item.id) === params.id)?.title);

export default function BlogSingleSidebarPage() {
  const item = useContentById(blogPosts);
  if (!item) return <NotFoundPage />;
  return <SitePage title={item.title} trail={[{ label: 'Blog', to: '/blog-with-sidebar' }]} />;
}
