import { homeMeta } from '../app/seo/metaTags';
import { SitePage } from '../app/frame/SitePage';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';
import { FormationBelowTheFold } from './home/FormationBelowTheFold';

export const meta = homeMeta;

/** Home 1: the formation home, in the order of the brief. */
export default function HomeFormationPage() {
  return (
    <SitePage>
      <Banner {...banner} />
      <FormationBelowTheFold />
    </SitePage>
  );
}
