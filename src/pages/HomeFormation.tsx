import { homeSection } from '../app/belowTheFold';
import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { deferSection } from '../components/deferSection';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

const content = () => import('../app/home/formationContent');
const PackageBlocks = deferSection(() => import('../sections/PackageBlocks').then((m) => m.PackageBlocks), () => content().then((c) => c.packageBlocks), homeSection);
const ServicesGrid = deferSection(() => import('../sections/ServicesGrid').then((m) => m.ServicesGrid), () => content().then((c) => c.servicesGrid), homeSection);
const DutyGrid = deferSection(() => import('../sections/DutyGrid').then((m) => m.DutyGrid), () => content().then((c) => c.dutyGrid), homeSection);
const WhyChooseUs = deferSection(() => import('../sections/WhyChooseUs').then((m) => m.WhyChooseUs), () => content().then((c) => c.whyChooseUs), homeSection);
const Testimonials = deferSection(() => import('../sections/Testimonials').then((m) => m.Testimonials), () => content().then((c) => c.testimonials), homeSection);
const Experience = deferSection(() => import('../sections/Experience').then((m) => m.Experience), () => content().then((c) => c.experience), homeSection);
const BrandBand = deferSection(() => import('../sections/BrandBand').then((m) => m.BrandBand), () => content().then((c) => c.brandBand), homeSection);

/** Home 1: the formation home, in the order of the brief. */
export default function HomeFormationPage() {
  return (
    <SitePage>
      <Banner {...banner} />
      <PackageBlocks />
      <ServicesGrid />
      <DutyGrid background="paper" />
      <WhyChooseUs />
      <Testimonials pager="fraction" autoplayDelayMs={3000} />
      <Experience />
      <BrandBand />
    </SitePage>
  );
}
