import { homeSections } from '../app/belowTheFold';
import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

const section = homeSections(() => import('../app/home/showcaseContent'));
const ServicesGrid = section(() => import('../sections/ServicesGrid').then((m) => m.ServicesGrid), (c) => c.servicesGrid);
const ProjectGallery = section(() => import('../sections/ProjectGallery').then((m) => m.ProjectGallery), (c) => c.projectGallery);
const Experience = section(() => import('../sections/Experience').then((m) => m.Experience), (c) => c.experience);
const TeamGrid = section(() => import('../sections/TeamGrid').then((m) => m.TeamGrid), (c) => c.teamGrid);
const Testimonials = section(() => import('../sections/Testimonials').then((m) => m.Testimonials), (c) => c.testimonials);
const BrandBand = section(() => import('../sections/BrandBand').then((m) => m.BrandBand), (c) => c.brandBand);

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
