import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('blogStandard');

export default function BlogStandardPage() {
  return <SitePage title={pages.blogStandard.title} />;
}
