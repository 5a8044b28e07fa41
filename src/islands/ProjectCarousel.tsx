import { portfolioSection } from '../content/home';
import { projects } from '../content/projects';
import { projectCarouselLabels } from '../content/sectionLabels';
import { ui } from '../content/ui';
import { island } from '../platform';
import { ProjectCarousel } from '../sections/ProjectCarousel';

const carouselLabels = {
  carousel: ui.projects.carouselLabel,
  previous: ui.carousel.previousSlide,
  next: ui.carousel.nextSlide,
  goToSlide: ui.carousel.goToSlide,
  slideOf: ui.carousel.slideOf,
  viewProject: ui.projects.viewProject,
};

/** The projects carousel: on the agency home with its heading, or as the whole projects page. */
function ProjectCarouselIsland({ onHome }: { onHome: boolean }) {
  return onHome ? (
    <ProjectCarousel heading={portfolioSection} projects={projects} labels={projectCarouselLabels} background="paper" />
  ) : (
    <ProjectCarousel projects={projects} labels={carouselLabels} background="default" />
  );
}

export default island('ProjectCarousel', ProjectCarouselIsland);
