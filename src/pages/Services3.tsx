import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('services');

export default function Services3Page() {
  return <SitePage title={pages.services.title} />;
}
