import { homeSection, loadSection } from '../app/belowTheFold';
import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { faqData } from '../app/structuredData';
import { deferSection } from '../components/deferSection';
import { faqs } from '../content/faq';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';

export const meta = () => pageMeta('home');

const content = () => import('../app/home/showcaseContent');
const ServicesGrid = deferSection(loadSection.ServicesGrid, () => content().then((c) => c.servicesGrid), homeSection);
const ProjectGallery = deferSection(loadSection.ProjectGallery, () => content().then((c) => c.projectGallery), homeSection);
const Experience = deferSection(loadSection.Experience, () => content().then((c) => c.experience), homeSection);
const TeamGrid = deferSection(loadSection.TeamGrid, () => content().then((c) => c.teamGrid), homeSection);
const Testimonials = deferSection(loadSection.Testimonials, () => content().then((c) => c.testimonials), homeSection);
const BrandBand = deferSection(loadSection.BrandBand, () => content().then((c) => c.brandBand), homeSection);

/** Home 3: gallery of nine, team of three, testimonials with photos and bullets every 5 s; the header turns solid at 100 px. */
export default function HomeShowcasePage() {
  return (
    <SitePage stickyThreshold={100} structuredData={[faqData(faqs)]}>
      <Banner {...banner} />
      <ServicesGrid />
      <ProjectGallery count={9} />
      <Experience />
      <TeamGrid limit={3} background="paper" />
      <Testimonials showPhotos pager="bullets" autoplayDelayMs={5000} />
      <BrandBand />
    </SitePage>
  );
}
