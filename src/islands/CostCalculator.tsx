import { useMemo } from 'react';
import { costCalculatorHeading, costCalculatorLabels, stateCostFacts } from '../content/costCalculator';
import { island } from '../platform';
import { CostCalculator, type CostPlan } from '../sections/CostCalculator';

/** The state cost calculator and comparison; our plans come from the page (`costPlans` in src/content/costCalculator.ts says why). */
function CostCalculatorIsland({ plans }: { plans: CostPlan[] }) {
  const facts = useMemo(() => ({ ...stateCostFacts, plans }), [plans]);
  return <CostCalculator heading={costCalculatorHeading} facts={facts} labels={costCalculatorLabels} />;
}

export default island('CostCalculator', CostCalculatorIsland, { formatsAsItLoads: true });
