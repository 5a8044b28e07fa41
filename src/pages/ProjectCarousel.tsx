import { pageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { pages } from '../content/pages';
import ProjectCarousel from '../islands/ProjectCarousel';

export const meta = () => pageMeta('projects');

export default function ProjectCarouselPage() {
  return (
    <InnerPage title={pages.projects.title}>
      <ProjectCarousel onHome={false} />
    </InnerPage>
  );
}
