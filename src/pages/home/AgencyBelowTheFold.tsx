import { blogPosts } from '../../content/blog';
import * as home from '../../content/home';
import { marketingServices } from '../../content/marketingServices';
import { serviceCardLabels } from '../../content/sectionLabels';
import { team } from '../../content/team';
import { ui } from '../../content/ui';
import BillingToggle from '../../islands/BillingToggle';
import { HomeTestimonials } from './HomeTestimonials';
import HomeVideo from '../../islands/HomeVideo';
import Newsletter from '../../islands/Newsletter';
import ProjectCarousel from '../../islands/ProjectCarousel';
import { BlogGrid } from '../../sections/BlogGrid';
import { ServicesGrid } from '../../sections/ServicesGrid';
import { TeamGrid } from '../../sections/TeamGrid';
import { detailBase } from '../../sitePaths';

/** Home 2 after its first screen: portfolio, team, blog, newsletter, film and monthly/yearly prices. */
export function AgencyBelowTheFold() {
  return (
    <>
      <ServicesGrid heading={home.marketingServicesSection} services={marketingServices} labels={serviceCardLabels} variant="marketing" />
      <ProjectCarousel onHome />
      <HomeVideo />
      <TeamGrid heading={home.teamSection} members={team} labels={ui.team} limit={4} background="paper" />
      <BillingToggle />
      <HomeTestimonials pager="fraction" autoplayDelayMs={3000} showPhotos={false} />
      <BlogGrid heading={home.blogSection} posts={blogPosts} labels={ui.blog} linkBase={detailBase('blog-single')} columns={4} limit={4} />
      <Newsletter />
    </>
  );
}
