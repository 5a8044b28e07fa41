import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { pages } from '../content/pages';
import ProjectGrid from '../islands/ProjectGrid';

export const meta = () => pageMeta('projects');

/** Client stories three to a row; all six fit one page, more would add page links. */
export default function Projects3ColumnPage() {
  return (
    <InnerPage title={pages.projects.title}>
      <ProjectGrid columns={3} pageSize={6} />
    </InnerPage>
  );
}
