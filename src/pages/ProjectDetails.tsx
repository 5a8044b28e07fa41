import { useLoaderData } from 'react-router';
import { entryById } from '../app/routing/contentEntry';
import { detailPageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { pages } from '../content/pages';
import { projects } from '../content/projects';
import { ui } from '../content/ui';
import { ProjectDetail, neighbours } from '../sections/ProjectDetail';
import type { Route } from './+types/ProjectDetails';
import { sitePath } from '../sitePaths';

export const loader = ({ params }: Route.LoaderArgs) => entryById(projects, params.id);

export const meta = ({ loaderData: project }: Route.MetaArgs) => detailPageMeta('projectDetails', project?.title);

export default function ProjectDetailsPage() {
  const item = useLoaderData<typeof loader>();
  return (
    <InnerPage title={item.title} trail={[{ label: pages.projects.title, to: sitePath('/project-3-column') }]}>
      <ProjectDetail project={item} {...neighbours(projects, item.id)} labels={ui.projects} />
    </InnerPage>
  );
}
