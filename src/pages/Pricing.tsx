import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';
import { pricingHeading, pricingTabs } from '../content/pricing';
import { planLabels, planLinks } from '../content/sectionLabels';
import { PricingTabs } from '../sections/PricingTabs';

export const meta = () => pageMeta('pricing');

export default function PricingPage() {
  return (
    <SitePage title={pages.pricing.title}>
      <PricingTabs tabs={pricingTabs} heading={pricingHeading} labels={planLabels} links={planLinks} />
    </SitePage>
  );
}
