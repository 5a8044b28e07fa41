import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { banner } from '../content/banner';
import { deferUntilVisible } from '../platform';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

/** Everything after the first screen: its code and its words load as the visitor nears it. */
const BelowTheFold = deferUntilVisible(() => import('./home/AgencyBelowTheFold').then((m) => m.AgencyBelowTheFold));

/** Home 2: the agency composition with portfolio, team, blog, newsletter, film and monthly/yearly prices. */
export default function HomeAgencyPage() {
  return (
    <SitePage>
      <Banner {...banner} />
      <BelowTheFold />
    </SitePage>
  );
}
