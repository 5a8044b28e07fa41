import { InnerPage } from '../app/frame/InnerPage';
import { metaTags } from '../app/seo/metaTags';
import { webApplicationData } from '../app/seo/webApplicationData';
import { eligibilityPage, eligibilityRules, eligibilityRulesHeading, eligibilityRulesLabels } from '../content/eligibility';
import { documentTitle } from '../content/pages';
import CountryCheck from '../islands/CountryCheck';
import { EligibilityRules } from '../sections/EligibilityRules';
import { sitePath } from '../sitePaths';

export const meta = () => metaTags(documentTitle(eligibilityPage.title), eligibilityPage.description);

export default function EligibilityPage() {
  return (
    <InnerPage title={eligibilityPage.title} structuredData={[webApplicationData({ name: eligibilityPage.title, description: eligibilityPage.description, path: sitePath('/eligibility') })]}>
      <CountryCheck />
      <EligibilityRules heading={eligibilityRulesHeading} rules={eligibilityRules} labels={eligibilityRulesLabels} />
    </InnerPage>
  );
}
