import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { offersData } from '../app/offersData';
import { banner } from '../content/banner';
import { pricingTabs } from '../content/pricing';
import { deferUntilVisible } from '../platform';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

/** Everything after the first screen: its code and its words load as the visitor nears it. */
const BelowTheFold = deferUntilVisible(() => import('./home/BusinessBelowTheFold').then((m) => m.BusinessBelowTheFold));

/** The business home: figures, why choose us, and the plans. */
export default function HomeBusinessPage() {
  return (
    <SitePage structuredData={[offersData(pricingTabs)]}>
      <Banner {...banner} />
      <BelowTheFold />
    </SitePage>
  );
}
