import { pricingHeading, pricingTabs } from '../content/pricing';
import { planLabels, planLinks } from '../content/sectionLabels';
import { island } from '../platform';
import { PricingTabs } from '../sections/PricingTabs';

/** The plans, one tab per kind of company. */
function PricingTabsIsland() {
  return <PricingTabs tabs={pricingTabs} heading={pricingHeading} labels={planLabels} links={planLinks} />;
}

export default island('PricingTabs', PricingTabsIsland);
