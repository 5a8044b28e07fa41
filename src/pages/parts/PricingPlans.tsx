import { pricingHeading, pricingTabs } from '../../content/pricing';
import { planLabels, planLinks } from '../../content/sectionLabels';
import { PricingTabs } from '../../sections/PricingTabs';

/** The plans, one tab per kind of company, on the pricing page and the business home. */
export function PricingPlans() {
  return <PricingTabs tabs={pricingTabs} heading={pricingHeading} labels={planLabels} links={planLinks} />;
}
