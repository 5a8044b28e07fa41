import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('pricing');

export default function PricingPage() {
  return <SitePage title={pages.pricing.title} />;
}
