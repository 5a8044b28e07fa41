import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { banner } from '../content/banner';
import { deferUntilVisible } from '../platform';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

/** Everything after the first screen: its code and its words load as the visitor nears it. */
const BelowTheFold = deferUntilVisible(() => import('./home/ShowcaseBelowTheFold').then((m) => m.ShowcaseBelowTheFold));

/** Home 3: gallery of nine, team of three, testimonials with photos and bullets every 5 s; the header turns solid at 100 px. */
export default function HomeShowcasePage() {
  return (
    <SitePage stickyThreshold={100}>
      <Banner {...banner} />
      <BelowTheFold />
    </SitePage>
  );
}
