import { InnerPage } from '../app/frame/InnerPage';
import { pageMeta } from '../app/seo/pageMeta';
import { webApplicationData } from '../app/seo/webApplicationData';
import { costPlans } from '../content/costCalculator';
import { pages } from '../content/pages';
import CostCalculator from '../islands/CostCalculator';
import { sitePath } from '../sitePaths';

export const meta = () => pageMeta('costs');

export default function CostsPage() {
  return (
    <InnerPage title={pages.costs.title} structuredData={[webApplicationData({ name: pages.costs.title, description: pages.costs.description, path: sitePath('/costs') })]}>
      <CostCalculator plans={costPlans} />
    </InnerPage>
  );
}
