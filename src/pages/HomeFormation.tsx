import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { banner } from '../content/banner';
import { deferUntilVisible } from '../platform';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

/** Everything after the first screen: its code and its words load as the visitor nears it. */
const BelowTheFold = deferUntilVisible(() => import('./home/FormationBelowTheFold').then((m) => m.FormationBelowTheFold));

/** Home 1: the formation home, in the order of the brief. */
export default function HomeFormationPage() {
  return (
    <SitePage>
      <Banner {...banner} />
      <BelowTheFold />
    </SitePage>
  );
}
