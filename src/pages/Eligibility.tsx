import { InnerPage } from '../app/InnerPage';
import { metaTags } from '../app/metaTags';
import { webApplicationData } from '../app/webApplicationData';
import { countries } from '../content/countries';
import {
  countryCheckHeading, countryCheckLabels, eligibilityPage, eligibilityRules, eligibilityRulesHeading, eligibilityRulesLabels,
} from '../content/eligibility';
import { documentTitle } from '../content/pages';
import { CountryCheck } from '../sections/CountryCheck';
import { EligibilityRules } from '../sections/EligibilityRules';

export const meta = () => metaTags(documentTitle(eligibilityPage.title), eligibilityPage.description);

export default function EligibilityPage() {
  return (
    <InnerPage title={eligibilityPage.title} structuredData={[webApplicationData({ name: eligibilityPage.title, description: eligibilityPage.description, path: '/eligibility' })]}>
      <CountryCheck heading={countryCheckHeading} countries={countries} rules={eligibilityRules} labels={countryCheckLabels} />
      <EligibilityRules heading={eligibilityRulesHeading} rules={eligibilityRules} labels={eligibilityRulesLabels} />
    </InnerPage>
  );
}
