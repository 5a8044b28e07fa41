import { pageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { offersData } from '../app/seo/offersData';
import { pages } from '../content/pages';
import { pricingTabs } from '../content/pricing';
import { planYourCompany } from '../content/home';
import { PlanYourCompany } from '../sections/PlanYourCompany';
import { PricingPlans } from './parts/PricingPlans';

export const meta = () => pageMeta('pricing');

export default function PricingPage() {
  return (
    <InnerPage title={pages.pricing.title} structuredData={[offersData(pricingTabs)]}>
      <PricingPlans />
      {/* The free tools, the launch plan first: answers before paying. */}
      <PlanYourCompany {...planYourCompany} />
    </InnerPage>
  );
}
