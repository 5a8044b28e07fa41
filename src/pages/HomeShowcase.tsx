import { homeSection } from '../app/belowTheFold';
import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { deferSection } from '../components/deferSection';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

const content = () => import('../app/home/showcaseContent');
const ServicesGrid = deferSection(() => import('../sections/ServicesGrid').then((m) => m.ServicesGrid), () => content().then((c) => c.servicesGrid), homeSection);
const ProjectGallery = deferSection(() => import('../sections/ProjectGallery').then((m) => m.ProjectGallery), () => content().then((c) => c.projectGallery), homeSection);
const Experience = deferSection(() => import('../sections/Experience').then((m) => m.Experience), () => content().then((c) => c.experience), homeSection);
const TeamGrid = deferSection(() => import('../sections/TeamGrid').then((m) => m.TeamGrid), () => content().then((c) => c.teamGrid), homeSection);
const Testimonials = deferSection(() => import('../sections/Testimonials').then((m) => m.Testimonials), () => content().then((c) => c.testimonials), homeSection);
const BrandBand = deferSection(() => import('../sections/BrandBand').then((m) => m.BrandBand), () => content().then((c) => c.brandBand), homeSection);

/** Home 3: gallery of nine, team of three, testimonials with photos and bullets every 5 s; the header turns solid at 100 px. */
export default function HomeShowcasePage() {
  return (
    <SitePage stickyThreshold={100}>
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
