import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { blogPosts } from '../content/blog';
import { banner, blogSection, marketingServicesSection, newsletter, portfolioSection, teamSection, testimonialsSection, videoPopup } from '../content/home';
import { marketingServices } from '../content/marketingServices';
import { billingCycleHeading, billingCyclePlans } from '../content/pricing';
import { projects } from '../content/projects';
import { newsletterLabels, planLabels, planLinks, projectCarouselLabels, serviceCardLabels, testimonialLabels } from '../content/sectionLabels';
import { team } from '../content/team';
import { testimonials } from '../content/testimonials';
import { ui } from '../content/ui';
import { Banner } from '../sections/Banner';
import { BillingToggle, BlogGrid, Newsletter, ProjectCarousel, ServicesGrid, TeamGrid, Testimonials, VideoPopup } from '../app/belowTheFold';

export const meta = () => pageMeta('home');

/** Home 2: the agency composition with portfolio, team, blog, newsletter, film and monthly/yearly prices. */
export default function HomeAgencyPage() {
  return (
    <SitePage>
      <Banner {...banner} />
      <ServicesGrid variant="marketing" heading={marketingServicesSection} services={marketingServices} labels={serviceCardLabels} />
      <ProjectCarousel heading={portfolioSection} projects={projects} labels={projectCarouselLabels} background="paper" />
      <VideoPopup {...videoPopup} labels={ui.video} />
      <TeamGrid heading={teamSection} members={team} labels={ui.team} limit={4} background="paper" />
      <BillingToggle heading={billingCycleHeading} cycles={billingCyclePlans} labels={planLabels} links={planLinks} />
      <Testimonials heading={testimonialsSection} testimonials={testimonials} labels={testimonialLabels} pager="fraction" autoplayDelayMs={3000} />
      <BlogGrid heading={blogSection} posts={blogPosts} linkBase="/blog-single" columns={4} limit={4} labels={ui.blog} />
      <Newsletter heading={newsletter} labels={newsletterLabels} />
    </SitePage>
  );
}
