import { useLoaderData } from 'react-router';
import { entryById } from '../app/routing/contentEntry';
import { detailPageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { pages } from '../content/pages';
import { pageUrl } from '../app/seo/pageUrl';
import { team } from '../content/team';
import { ui } from '../content/ui';
import { TeamProfile, type TeamProfileLabels } from '../sections/TeamProfile';
import type { Route } from './+types/TeamDetails';
import { detailPath, sitePath } from '../sitePaths';

export const loader = ({ params }: Route.LoaderArgs) => entryById(team, params.id);

export const meta = ({ loaderData: member }: Route.MetaArgs) => detailPageMeta('teamDetails', member?.name);

const profileLabels: TeamProfileLabels = {
  ...ui.team,
  shareLinks: { ...ui.share, label: ui.team.share },
  skillValue: ui.progress.valueText,
};

export default function TeamDetailsPage() {
  const item = useLoaderData<typeof loader>();
  return (
    <InnerPage title={item.name} trail={[{ label: pages.team.title, to: sitePath('/team') }]}>
      <TeamProfile member={item} pageUrl={pageUrl(detailPath('team-details', item.id))} labels={profileLabels} />
    </InnerPage>
  );
}
