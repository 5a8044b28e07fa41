import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('blogWithSidebar');

export default function BlogWithSidebarPage() {
  return <SitePage title={pages.blogWithSidebar.title} />;
}
