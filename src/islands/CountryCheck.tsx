import { countries } from '../content/countries';
import { countryCheckHeading, countryCheckLabels, eligibilityRules } from '../content/eligibility';
import { island } from '../platform';
import { CountryCheck } from '../sections/CountryCheck';

/** What a founder can use from their country. */
function CountryCheckIsland() {
  return <CountryCheck heading={countryCheckHeading} countries={countries} rules={eligibilityRules} labels={countryCheckLabels} />;
}

export default island('CountryCheck', CountryCheckIsland, { formatsAsItLoads: true });
