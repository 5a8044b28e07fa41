import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('projects');

export default function ProjectCarouselPage() {
  return <SitePage title={pages.projects.title} />;
}
