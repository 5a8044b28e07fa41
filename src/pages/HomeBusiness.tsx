import { homeSections } from '../app/belowTheFold';
import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { offersData } from '../app/offersData';
import { banner } from '../content/banner';
import { pricingTabs } from '../content/pricing';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

const section = homeSections(() => import('../app/home/businessContent'));
const PackageBlocks = section(() => import('../sections/PackageBlocks').then((m) => m.PackageBlocks), (c) => c.packageBlocks);
const Counters = section(() => import('../sections/Counters').then((m) => m.Counters), (c) => c.countersSection);
const WhyChooseUs = section(() => import('../sections/WhyChooseUs').then((m) => m.WhyChooseUs), (c) => c.whyChooseUs);
const PricingTabs = section(() => import('../sections/PricingTabs').then((m) => m.PricingTabs), (c) => c.pricingTabs);
const DutyGrid = section(() => import('../sections/DutyGrid').then((m) => m.DutyGrid), (c) => c.dutyGrid);
const Testimonials = section(() => import('../sections/Testimonials').then((m) => m.Testimonials), (c) => c.testimonials);

/** The business home: figures, why choose us, and the plans. */
export default function HomeBusinessPage() {
  return (
    <SitePage structuredData={[offersData(pricingTabs)]}>
      <Banner {...banner} />
      <PackageBlocks />
      <Counters />
      <WhyChooseUs />
      <PricingTabs />
      <DutyGrid background="paper" />
      <Testimonials pager="bullets" autoplayDelayMs={5000} />
    </SitePage>
  );
}
