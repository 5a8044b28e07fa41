import { homeMeta } from '../app/seo/metaTags';
import { SitePage } from '../app/frame/SitePage';
import { offersData } from '../app/seo/offersData';
import { banner } from '../content/banner';
import { pricingTabs } from '../content/pricing';
import { Banner } from '../sections/Banner';
import { BusinessBelowTheFold } from './home/BusinessBelowTheFold';

export const meta = homeMeta;

/** The business home: figures, why choose us, and the plans. */
export default function HomeBusinessPage() {
  return (
    <SitePage structuredData={[offersData(pricingTabs)]}>
      <Banner {...banner} />
      <BusinessBelowTheFold />
    </SitePage>
  );
}
