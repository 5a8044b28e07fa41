import { homeSections } from '../app/belowTheFold';
import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

const section = homeSections(() => import('../app/home/agencyContent'));
const ServicesGrid = section(() => import('../sections/ServicesGrid').then((m) => m.ServicesGrid), (c) => c.servicesGrid);
const ProjectCarousel = section(() => import('../sections/ProjectCarousel').then((m) => m.ProjectCarousel), (c) => c.projectCarousel);
const VideoPopup = section(() => import('../sections/VideoPopup').then((m) => m.VideoPopup), (c) => c.videoPopup);
const TeamGrid = section(() => import('../sections/TeamGrid').then((m) => m.TeamGrid), (c) => c.teamGrid);
const BillingToggle = section(() => import('../sections/BillingToggle').then((m) => m.BillingToggle), (c) => c.billingToggle);
const Testimonials = section(() => import('../sections/Testimonials').then((m) => m.Testimonials), (c) => c.testimonials);
const BlogGrid = section(() => import('../sections/BlogGrid').then((m) => m.BlogGrid), (c) => c.blogGrid);
const Newsletter = section(() => import('../sections/Newsletter').then((m) => m.Newsletter), (c) => c.newsletter);

/** Home 2: the agency composition with portfolio, team, blog, newsletter, film and monthly/yearly prices. */
export default function HomeAgencyPage() {
  return (
    <SitePage>
      <Banner {...banner} />
      <ServicesGrid variant="marketing" />
      <ProjectCarousel background="paper" />
      <VideoPopup />
      <TeamGrid limit={4} background="paper" />
      <BillingToggle />
      <Testimonials pager="fraction" autoplayDelayMs={3000} />
      <BlogGrid linkBase="/blog-single" columns={4} limit={4} />
      <Newsletter />
    </SitePage>
  );
}
