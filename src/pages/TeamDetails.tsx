import { detailPageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { useContentById } from '../app/useContentById';
import { team } from '../content/team';
import NotFoundPage from './NotFound';

export const meta = ({ params }: { params: { id?: string } }) =>
  detailPageMeta('teamDetails', team.find((item) => String(item.id) === params.id)?.name);

export default function TeamDetailsPage() {
  const item = useContentById(team);
  if (!item) return <NotFoundPage />;
  return <SitePage title={item.name} trail={[{ label: 'Team', to: '/team' }]} />;
}
