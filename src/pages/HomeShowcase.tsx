import { homeMeta } from '../app/seo/metaTags';
import { SitePage } from '../app/frame/SitePage';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';
import { ShowcaseBelowTheFold } from './home/ShowcaseBelowTheFold';

export const meta = homeMeta;

/** Home 3: gallery of nine, team of three, testimonials with photos and bullets every 5 s; the header turns solid at 100 px. */
export default function HomeShowcasePage() {
  return (
    <SitePage stickyThreshold={100}>
      <Banner {...banner} />
      <ShowcaseBelowTheFold />
    </SitePage>
  );
}
