import { InnerPage } from '../app/frame/InnerPage';
import { metaTags } from '../app/seo/metaTags';
import { webApplicationData } from '../app/seo/webApplicationData';
import { launchPlanFile, launchPlanPage } from '../content/launchPlan';
import { documentTitle } from '../content/pages';
import LaunchPlan from '../islands/LaunchPlan';
import { useSearchParams } from '../platform';
import { sitePath } from '../sitePaths';

export const meta = () => metaTags(documentTitle(launchPlanPage.title), launchPlanPage.description);

/**
 * The page hands the island the query it is rendered for: none when prerendered, the visitor's
 * answers when the server renders a submitted form (server/launchPlanPage.mjs), so the page reads
 * the same plan with JavaScript off and the browser hydrates what was drawn.
 */
export default function LaunchPlanPage() {
  const [searchParams] = useSearchParams();
  return (
    <InnerPage title={launchPlanPage.title} structuredData={[webApplicationData({ name: launchPlanPage.title, description: launchPlanPage.description, path: sitePath('/launch-plan') })]}>
      <LaunchPlan file={launchPlanFile} query={searchParams.toString()} />
    </InnerPage>
  );
}
