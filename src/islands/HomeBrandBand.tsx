import { brands } from '../content/brands';
import { brandBand } from '../content/home';
import { brandBandLabels } from '../content/sectionLabels';
import { island } from '../platform';
import { BrandBand } from '../sections/BrandBand';

/** The moving strip of partner logos, which the visitor can pause, and the brand film. */
function HomeBrandBand() {
  return <BrandBand {...brandBand} brands={brands} labels={brandBandLabels} />;
}

export default island('HomeBrandBand', HomeBrandBand);
