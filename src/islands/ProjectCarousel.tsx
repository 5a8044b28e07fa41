import { portfolioSection, projectCards } from '../content/projects';
import { projectCarouselLabels } from '../content/sectionLabels';
import { island } from '../platform';
import { ProjectCarousel } from '../sections/ProjectCarousel';

/** The projects carousel: on the agency home with its heading, or as the whole projects page. */
function ProjectCarouselIsland({ onHome }: { onHome: boolean }) {
  return onHome ? (
    <ProjectCarousel heading={portfolioSection} projects={projectCards} labels={projectCarouselLabels} background="paper" />
  ) : (
    <ProjectCarousel projects={projectCards} labels={projectCarouselLabels} background="default" />
  );
}

export default island('ProjectCarousel', ProjectCarouselIsland);
