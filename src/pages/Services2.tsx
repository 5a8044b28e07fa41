import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('services');

export default function Services2Page() {
  return <SitePage title={pages.services.title} />;
}
