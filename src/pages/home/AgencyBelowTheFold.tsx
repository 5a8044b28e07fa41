import { blogPosts } from '../../content/blog';
import * as home from '../../content/home';
import { marketingServices } from '../../content/marketingServices';
import { billingCycleHeading, billingCyclePlans } from '../../content/pricing';
import { projects } from '../../content/projects';
import { newsletterLabels, planLabels, planLinks, projectCarouselLabels, serviceCardLabels, testimonialLabels } from '../../content/sectionLabels';
import { team } from '../../content/team';
import { testimonials } from '../../content/testimonials';
import { ui } from '../../content/ui';
import { BillingToggle } from '../../sections/BillingToggle';
import { BlogGrid } from '../../sections/BlogGrid';
import { Newsletter } from '../../sections/Newsletter';
import { ProjectCarousel } from '../../sections/ProjectCarousel';
import { ServicesGrid } from '../../sections/ServicesGrid';
import { TeamGrid } from '../../sections/TeamGrid';
import { Testimonials } from '../../sections/Testimonials';
import { VideoPopup } from '../../sections/VideoPopup';

/** Home 2 after its first screen: portfolio, team, blog, newsletter, film and monthly/yearly prices. */
export function AgencyBelowTheFold() {
  return (
    <>
      <ServicesGrid heading={home.marketingServicesSection} services={marketingServices} labels={serviceCardLabels} variant="marketing" />
      <ProjectCarousel heading={home.portfolioSection} projects={projects} labels={projectCarouselLabels} background="paper" />
      <VideoPopup {...home.videoPopup} labels={ui.video} />
      <TeamGrid heading={home.teamSection} members={team} labels={ui.team} limit={4} background="paper" />
      <BillingToggle heading={billingCycleHeading} cycles={billingCyclePlans} labels={planLabels} links={planLinks} />
      <Testimonials heading={home.testimonialsSection} testimonials={testimonials} labels={testimonialLabels} pager="fraction" autoplayDelayMs={3000} />
      <BlogGrid heading={home.blogSection} posts={blogPosts} labels={ui.blog} linkBase="/blog-single" columns={4} limit={4} />
      <Newsletter heading={home.newsletter} labels={newsletterLabels} />
    </>
  );
}
