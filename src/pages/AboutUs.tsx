import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('about');

export default function AboutUsPage() {
  return <SitePage title={pages.about.title} />;
}
