import { InnerPage } from '../app/InnerPage';
import { pageMeta } from '../app/pageMeta';
import { webApplicationData } from '../app/webApplicationData';
import { costCalculatorHeading, costCalculatorLabels, costFacts } from '../content/costCalculator';
import { pages } from '../content/pages';
import { CostCalculator } from '../sections/CostCalculator';

export const meta = () => pageMeta('costs');

export default function CostsPage() {
  return (
    <InnerPage title={pages.costs.title} structuredData={[webApplicationData({ name: pages.costs.title, description: pages.costs.description, path: '/costs' })]}>
      <CostCalculator heading={costCalculatorHeading} facts={costFacts} labels={costCalculatorLabels} />
    </InnerPage>
  );
}
