import * as home from '../../content/home';
import { portfolioSection, projects } from '../../content/projects';
import { serviceCardLabels } from '../../content/sectionLabels';
import { services } from '../../content/services';
import { team } from '../../content/team';
import { ui } from '../../content/ui';
import { ProjectGallery } from '../../sections/ProjectGallery';
import { ServicesGrid } from '../../sections/ServicesGrid';
import { TeamGrid } from '../../sections/TeamGrid';
import HomeBrandBand from '../../islands/HomeBrandBand';
import { HomeTestimonials } from './HomeTestimonials';
import { HomeExperience } from './HomeExperience';

/** Home 3 after its first screen: gallery of nine, team of three, testimonials with photos and bullets every 5 s. */
export function ShowcaseBelowTheFold() {
  return (
    <>
      <ServicesGrid heading={home.servicesSection} services={services} labels={serviceCardLabels} />
      <ProjectGallery heading={portfolioSection} projects={projects} labels={ui.projects} count={9} />
      <HomeExperience />
      <TeamGrid heading={home.teamSection} members={team} labels={ui.team} limit={3} background="paper" />
      <HomeTestimonials pager="bullets" autoplayDelayMs={5000} showPhotos />
      <HomeBrandBand />
    </>
  );
}
