import { planLabels } from '../content/sectionLabels';
import { island } from '../platform';
import { PricingTabs, type PricingTabsProps } from '../sections/PricingTabs';

/** The tabs' own words are their code's; the plans come from the page. */
function PricingTabsIsland(props: Omit<PricingTabsProps, 'labels'>) {
  return <PricingTabs {...props} labels={planLabels} />;
}

/**
 * The plans, one tab per kind of company. Only the tabs need code: the plan cards are prerendered
 * and kept as they are, so the browser gets each tab's name and none of its plans.
 */
export default island('PricingTabs', PricingTabsIsland, (props) => ({ ...props, tabs: props.tabs.map((tab) => ({ ...tab, plans: [] })) }));
