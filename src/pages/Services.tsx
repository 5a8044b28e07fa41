import { pageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { useRouteRow } from '../app/routing/routeRow';
import { pages } from '../content/pages';
import { services, servicesHelp, servicesListHeading } from '../content/services';
import { ui } from '../content/ui';
import { ServiceList } from '../sections/ServiceList';

export const meta = () => pageMeta('services');

/** Every service, as cards, alternating rows, or a compact list beside how to get help (routeTable.ts). */
export default function ServicesPage() {
  const { layout, withHelp } = useRouteRow('pages/Services.tsx').variant;
  return (
    <InnerPage title={pages.services.title}>
      <ServiceList layout={layout} services={services} heading={servicesListHeading} labels={ui.services} help={withHelp ? servicesHelp : undefined} />
    </InnerPage>
  );
}
