import { homeSections } from '../app/belowTheFold';
import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

const section = homeSections(() => import('../app/home/formationContent'));
const PackageBlocks = section(() => import('../sections/PackageBlocks').then((m) => m.PackageBlocks), (c) => c.packageBlocks);
const ServicesGrid = section(() => import('../sections/ServicesGrid').then((m) => m.ServicesGrid), (c) => c.servicesGrid);
const PlanYourCompany = section(() => import('../sections/PlanYourCompany').then((m) => m.PlanYourCompany), (c) => c.planYourCompany);
const DutyGrid = section(() => import('../sections/DutyGrid').then((m) => m.DutyGrid), (c) => c.dutyGrid);
const WhyChooseUs = section(() => import('../sections/WhyChooseUs').then((m) => m.WhyChooseUs), (c) => c.whyChooseUs);
const Testimonials = section(() => import('../sections/Testimonials').then((m) => m.Testimonials), (c) => c.testimonials);
const Experience = section(() => import('../sections/Experience').then((m) => m.Experience), (c) => c.experience);
const BrandBand = section(() => import('../sections/BrandBand').then((m) => m.BrandBand), (c) => c.brandBand);

/** Home 1: the formation home, in the order of the brief. */
export default function HomeFormationPage() {
  return (
    <SitePage>
      <Banner {...banner} />
      <PackageBlocks />
      <ServicesGrid />
      <PlanYourCompany />
      <DutyGrid background="paper" />
      <WhyChooseUs />
      <Testimonials pager="fraction" autoplayDelayMs={3000} />
      <Experience />
      <BrandBand />
    </SitePage>
  );
}
