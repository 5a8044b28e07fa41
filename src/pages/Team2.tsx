import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { pages } from '../content/pages';
import { team } from '../content/team';
import { ui } from '../content/ui';
import { TeamGrid } from '../sections/TeamGrid';

export const meta = () => pageMeta('team');

/** The whole team as portraits with the name on a plate over each. */
export default function Team2Page() {
  return (
    <InnerPage title={pages.team.title}>
      <TeamGrid members={team} labels={ui.team} layout="overlay" />
    </InnerPage>
  );
}
