import { island } from '../platform';
import { PricingTabs, type PricingTabsLabels } from '../sections/PricingTabs';

/**
 * The plans, one tab per kind of company. Only the tabs need code: the plan cards are prerendered
 * and kept as they are, so the browser gets each tab's name and the tab list's, and none of the
 * plans or the cards' labels.
 */
export default island('PricingTabs', PricingTabs, (props) => ({
  ...props,
  tabs: props.tabs.map((tab) => ({ ...tab, plans: [] })),
  // The cards, the only readers of the other labels, are kept as prerendered.
  labels: { tabList: props.labels.tabList } as PricingTabsLabels,
}));
