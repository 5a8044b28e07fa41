import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { pages } from '../content/pages';
import { services, servicesHelp, servicesListHeading } from '../content/services';
import { ui } from '../content/ui';
import { ServiceList } from '../sections/ServiceList';

export const meta = () => pageMeta('services');

export default function Services3Page() {
  return (
    <InnerPage title={pages.services.title}>
      <ServiceList layout="compact" services={services} heading={servicesListHeading} labels={ui.services} help={servicesHelp} />
    </InnerPage>
  );
}
