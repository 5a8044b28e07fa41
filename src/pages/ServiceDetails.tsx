import { useLoaderData } from 'react-router';
import { entryById } from '../app/routing/contentEntry';
import { detailPageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { pages } from '../content/pages';
import { services, servicesHelp } from '../content/services';
import { ui } from '../content/ui';
import { ServiceDetail } from '../sections/ServiceDetail';
import type { Route } from './+types/ServiceDetails';
import { sitePath } from '../sitePaths';

export const loader = ({ params }: Route.LoaderArgs) => entryById(services, params.id);

export const meta = ({ loaderData: service }: Route.MetaArgs) => detailPageMeta('serviceDetails', service?.title, service?.text);

export default function ServiceDetailsPage() {
  const item = useLoaderData<typeof loader>();
  return (
    <InnerPage title={item.title} trail={[{ label: pages.services.title, to: sitePath('/services') }]}>
      <ServiceDetail service={item} otherServices={services.filter((service) => service.id !== item.id)} labels={ui.services} help={servicesHelp} />
    </InnerPage>
  );
}
