import { detailPageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { useContentById } from '../app/useContentById';
import { pages } from '../content/pages';
import { services, servicesHelp } from '../content/services';
import { ui } from '../content/ui';
import { ServiceDetail } from '../sections/ServiceDetail';
import NotFoundPage from './NotFound';

export const meta = ({ params }: { params: { id?: string } }) => {
  const service = services.find((item) => String(item.id) === params.id);
  return detailPageMeta('serviceDetails', service?.title, service?.text);
};

export default function ServiceDetailsPage() {
  const item = useContentById(services);
  if (!item) return <NotFoundPage />;
  return (
    <InnerPage title={item.title} trail={[{ label: pages.services.title, to: '/services' }]}>
      <ServiceDetail
        service={item}
        otherServices={services.filter((service) => service.id !== item.id)}
        labels={ui.services}
        help={servicesHelp}
      />
    </InnerPage>
  );
}
