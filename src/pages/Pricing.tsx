import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { offersData } from '../app/offersData';
import { pages } from '../content/pages';
import { pricingHeading, pricingTabs } from '../content/pricing';
import { planLabels, planLinks } from '../content/sectionLabels';
import { PricingTabs } from '../sections/PricingTabs';

export const meta = () => pageMeta('pricing');

export default function PricingPage() {
  return (
    <InnerPage title={pages.pricing.title} structuredData={[offersData(pricingTabs)]}>
      <PricingTabs tabs={pricingTabs} heading={pricingHeading} labels={planLabels} links={planLinks} />
    </InnerPage>
  );
}
