import { billingCycleHeading, billingCyclePlans } from '../content/pricing';
import { planLabels, planLinks } from '../content/sectionLabels';
import { island } from '../platform';
import { BillingToggle } from '../sections/BillingToggle';

/** Plans with a monthly/yearly switch. */
function BillingToggleIsland() {
  return <BillingToggle heading={billingCycleHeading} cycles={billingCyclePlans} labels={planLabels} links={planLinks} />;
}

export default island('BillingToggle', BillingToggleIsland);
