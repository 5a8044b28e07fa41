import { pageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { useRouteRow } from '../app/routing/routeRow';
import { pages } from '../content/pages';
import ProjectGrid from '../islands/ProjectGrid';

export const meta = () => pageMeta('projects');

/** Client stories two or three to a row, with page links (`?page=2`) when they outgrow a page (routeTable.ts). */
export default function ProjectsPage() {
  const { columns, pageSize } = useRouteRow('pages/Projects.tsx').variant;
  return (
    <InnerPage title={pages.projects.title}>
      <ProjectGrid columns={columns} pageSize={pageSize} />
    </InnerPage>
  );
}
