import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';
import { services, servicesListHeading } from '../content/services';
import { ui } from '../content/ui';
import { ServiceList } from '../sections/ServiceList';

export const meta = () => pageMeta('services');

export default function Services2Page() {
  return (
    <SitePage title={pages.services.title}>
      <ServiceList layout="alternating" services={services} heading={servicesListHeading} labels={ui.services} />
    </SitePage>
  );
}
