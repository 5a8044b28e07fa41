import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';
import { pricingHeading, pricingTabs } from '../content/pricing';
import { site } from '../content/site';
import { ui } from '../content/ui';
import { PricingTabs } from '../sections/PricingTabs';

export const meta = () => pageMeta('pricing');

const labels = {
  tabList: ui.pricing.plansLabel,
  popular: ui.pricing.popular,
  opensInNewTab: ui.common.opensInNewTab,
  planFeatures: ui.pricing.planFeatures,
};

export default function PricingPage() {
  return (
    <SitePage title={pages.pricing.title}>
      <PricingTabs
        tabs={pricingTabs}
        heading={pricingHeading}
        labels={labels}
        links={{ contactPath: '/contact-us', portalUrl: site.portalSignInUrl }}
      />
    </SitePage>
  );
}
