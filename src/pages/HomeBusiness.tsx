import { homeSection } from '../app/belowTheFold';
import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { offersData } from '../app/offersData';
import { deferSection } from '../components/deferSection';
import { banner } from '../content/banner';
import { pricingTabs } from '../content/pricing';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

const content = () => import('../app/home/businessContent');
const PackageBlocks = deferSection(() => import('../sections/PackageBlocks').then((m) => m.PackageBlocks), () => content().then((c) => c.packageBlocks), homeSection);
const Counters = deferSection(() => import('../sections/Counters').then((m) => m.Counters), () => content().then((c) => c.countersSection), homeSection);
const WhyChooseUs = deferSection(() => import('../sections/WhyChooseUs').then((m) => m.WhyChooseUs), () => content().then((c) => c.whyChooseUs), homeSection);
const PricingTabs = deferSection(() => import('../sections/PricingTabs').then((m) => m.PricingTabs), () => content().then((c) => c.pricingTabs), homeSection);
const DutyGrid = deferSection(() => import('../sections/DutyGrid').then((m) => m.DutyGrid), () => content().then((c) => c.dutyGrid), homeSection);
const Testimonials = deferSection(() => import('../sections/Testimonials').then((m) => m.Testimonials), () => content().then((c) => c.testimonials), homeSection);

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
