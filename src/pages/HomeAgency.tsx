import { homeMeta } from '../app/seo/metaTags';
import { SitePage } from '../app/frame/SitePage';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';
import { AgencyBelowTheFold } from './home/AgencyBelowTheFold';

export const meta = homeMeta;

/** Home 2: the agency composition with portfolio, team, blog, newsletter, film and monthly/yearly prices. */
export default function HomeAgencyPage() {
  return (
    <SitePage>
      <Banner {...banner} />
      <AgencyBelowTheFold />
    </SitePage>
  );
}
