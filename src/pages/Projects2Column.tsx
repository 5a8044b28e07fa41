import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { pages } from '../content/pages';
import ProjectGrid from '../islands/ProjectGrid';

export const meta = () => pageMeta('projects');

/** Client stories two to a row, four to a page (`?page=2`). */
export default function Projects2ColumnPage() {
  return (
    <InnerPage title={pages.projects.title}>
      <ProjectGrid columns={2} pageSize={4} />
    </InnerPage>
  );
}
