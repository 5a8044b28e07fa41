import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { pages } from '../content/pages';
import { services, servicesListHeading } from '../content/services';
import { ui } from '../content/ui';
import { ServiceList } from '../sections/ServiceList';

export const meta = () => pageMeta('services');

export default function ServicesPage() {
  return (
    <InnerPage title={pages.services.title}>
      <ServiceList layout="cards" services={services} heading={servicesListHeading} labels={ui.services} />
    </InnerPage>
  );
}
