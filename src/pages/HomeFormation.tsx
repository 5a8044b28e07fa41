import { homeSection, loadSection } from '../app/belowTheFold';
import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { faqData } from '../app/structuredData';
import { deferSection } from '../components/deferSection';
import { faqs } from '../content/faq';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';

export const meta = () => pageMeta('home');

const content = () => import('../app/home/formationContent');
const PackageBlocks = deferSection(loadSection.PackageBlocks, () => content().then((c) => c.packageBlocks), homeSection);
const ServicesGrid = deferSection(loadSection.ServicesGrid, () => content().then((c) => c.servicesGrid), homeSection);
const DutyGrid = deferSection(loadSection.DutyGrid, () => content().then((c) => c.dutyGrid), homeSection);
const WhyChooseUs = deferSection(loadSection.WhyChooseUs, () => content().then((c) => c.whyChooseUs), homeSection);
const Testimonials = deferSection(loadSection.Testimonials, () => content().then((c) => c.testimonials), homeSection);
const Experience = deferSection(loadSection.Experience, () => content().then((c) => c.experience), homeSection);
const BrandBand = deferSection(loadSection.BrandBand, () => content().then((c) => c.brandBand), homeSection);

/** Home 1: the formation home, in the order of the brief. */
export default function HomeFormationPage() {
  return (
    <SitePage structuredData={[faqData(faqs)]}>
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
