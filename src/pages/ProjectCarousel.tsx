import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { pages } from '../content/pages';
import { projects } from '../content/projects';
import { ui } from '../content/ui';
import { ProjectCarousel } from '../sections/ProjectCarousel';

export const meta = () => pageMeta('projects');

const carouselLabels = {
  carousel: ui.projects.carouselLabel,
  previous: ui.carousel.previousSlide,
  next: ui.carousel.nextSlide,
  goToSlide: ui.carousel.goToSlide,
  slideOf: ui.carousel.slideOf,
  viewProject: ui.projects.viewProject,
};

export default function ProjectCarouselPage() {
  return (
    <InnerPage title={pages.projects.title}>
      <ProjectCarousel projects={projects} labels={carouselLabels} background="default" />
    </InnerPage>
  );
}
