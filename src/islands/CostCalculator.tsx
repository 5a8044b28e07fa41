import { costCalculatorHeading, costCalculatorLabels, costFacts } from '../content/costCalculator';
import { island } from '../platform';
import { CostCalculator } from '../sections/CostCalculator';

/** The state cost calculator and comparison. */
function CostCalculatorIsland() {
  return <CostCalculator heading={costCalculatorHeading} facts={costFacts} labels={costCalculatorLabels} />;
}

export default island('CostCalculator', CostCalculatorIsland);
