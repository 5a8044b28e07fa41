import { pageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { useRouteRow } from '../app/routing/routeRow';
import { pages } from '../content/pages';
import { team } from '../content/team';
import { ui } from '../content/ui';
import { TeamGrid } from '../sections/TeamGrid';

export const meta = () => pageMeta('team');

/** The whole team as cards, as portraits with the name on a plate, or as a list with short bios (routeTable.ts). */
export default function TeamPage() {
  const { layout } = useRouteRow('pages/Team.tsx').variant;
  return (
    <InnerPage title={pages.team.title}>
      <TeamGrid members={team} labels={ui.team} layout={layout} />
    </InnerPage>
  );
}
