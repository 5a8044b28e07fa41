import { homeSection } from '../app/belowTheFold';
import { homeMeta } from '../app/metaTags';
import { SitePage } from '../app/SitePage';
import { deferSection } from '../components/deferSection';
import { banner } from '../content/banner';
import { Banner } from '../sections/Banner';

export const meta = homeMeta;

const content = () => import('../app/home/agencyContent');
const ServicesGrid = deferSection(() => import('../sections/ServicesGrid').then((m) => m.ServicesGrid), () => content().then((c) => c.servicesGrid), homeSection);
const ProjectCarousel = deferSection(() => import('../sections/ProjectCarousel').then((m) => m.ProjectCarousel), () => content().then((c) => c.projectCarousel), homeSection);
const VideoPopup = deferSection(() => import('../sections/VideoPopup').then((m) => m.VideoPopup), () => content().then((c) => c.videoPopup), homeSection);
const TeamGrid = deferSection(() => import('../sections/TeamGrid').then((m) => m.TeamGrid), () => content().then((c) => c.teamGrid), homeSection);
const BillingToggle = deferSection(() => import('../sections/BillingToggle').then((m) => m.BillingToggle), () => content().then((c) => c.billingToggle), homeSection);
const Testimonials = deferSection(() => import('../sections/Testimonials').then((m) => m.Testimonials), () => content().then((c) => c.testimonials), homeSection);
const BlogGrid = deferSection(() => import('../sections/BlogGrid').then((m) => m.BlogGrid), () => content().then((c) => c.blogGrid), homeSection);
const Newsletter = deferSection(() => import('../sections/Newsletter').then((m) => m.Newsletter), () => content().then((c) => c.newsletter), homeSection);

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
