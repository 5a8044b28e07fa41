import { detailPageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { useContentById } from '../app/useContentById';
import { pages } from '../content/pages';
import { site } from '../content/site';
import { team } from '../content/team';
import { ui } from '../content/ui';
import { TeamProfile, type TeamProfileLabels } from '../sections/TeamProfile';
import NotFoundPage from './NotFound';

export const meta = ({ params }: { params: { id?: string } }) =>
  detailPageMeta('teamDetails', team.find((item) => String(item.id) === params.id)?.name);

const profileLabels: TeamProfileLabels = {
  ...ui.team,
  shareLinks: { ...ui.share, label: ui.team.share },
  skillValue: ui.progress.valueText,
};

export default function TeamDetailsPage() {
  const item = useContentById(team);
  if (!item) return <NotFoundPage />;
  return (
    <InnerPage title={item.name} trail={[{ label: pages.team.title, to: '/team' }]}>
      <TeamProfile member={item} pageUrl={`${site.siteUrl}/team-details/${item.id}`} labels={profileLabels} />
    </InnerPage>
  );
}
