import { detailPageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { useContentById } from '../app/useContentById';
import { services } from '../content/services';
import NotFoundPage from './NotFound';

export const meta = ({ params }: { params: { id?: string } }) =>
  detailPageMeta('serviceDetails', services.find((item) => String(item.id) === params.id)?.title);

export default function ServiceDetailsPage() {
  const item = useContentById(services);
  if (!item) return <NotFoundPage />;
  return <SitePage title={item.title} trail={[{ label: 'Services', to: '/services' }]} />;
}
