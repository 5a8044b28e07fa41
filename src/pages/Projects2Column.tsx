import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { pages } from '../content/pages';
import { projects } from '../content/projects';
import { ui } from '../content/ui';
import { ProjectGrid } from '../sections/ProjectGrid';

export const meta = () => pageMeta('projects');

/** Client stories two to a row, four to a page (`?page=2`). */
export default function Projects2ColumnPage() {
  return (
    <InnerPage title={pages.projects.title}>
      <ProjectGrid projects={projects} labels={ui.projects} columns={2} pageSize={4} />
    </InnerPage>
  );
}
