import { detailPageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { useContentById } from '../app/useContentById';
import { pages } from '../content/pages';
import { projects } from '../content/projects';
import { ui } from '../content/ui';
import { ProjectDetail, neighbours } from '../sections/ProjectDetail';
import NotFoundPage from './NotFound';

export const meta = ({ params }: { params: { id?: string } }) =>
  detailPageMeta('projectDetails', projects.find((item) => String(item.id) === params.id)?.title);

export default function ProjectDetailsPage() {
  const item = useContentById(projects);
  if (!item) return <NotFoundPage />;
  return (
    <InnerPage title={item.title} trail={[{ label: pages.projects.title, to: '/project-3-column' }]}>
      <ProjectDetail project={item} {...neighbours(projects, item.id)} labels={ui.projects} />
    </InnerPage>
  );
}
