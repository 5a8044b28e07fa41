import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { pages } from '../content/pages';
import { team } from '../content/team';
import { ui } from '../content/ui';
import { TeamGrid } from '../sections/TeamGrid';

export const meta = () => pageMeta('team');

/** The whole team as a list: portrait beside role and a short bio. */
export default function Team3Page() {
  return (
    <InnerPage title={pages.team.title}>
      <TeamGrid members={team} labels={ui.team} layout="list" />
    </InnerPage>
  );
}
