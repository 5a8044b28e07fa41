import { pageMeta } from '../app/pageMeta';
import { InnerPage } from '../app/InnerPage';
import { pages } from '../content/pages';
import { team } from '../content/team';
import { ui } from '../content/ui';
import { TeamGrid } from '../sections/TeamGrid';

export const meta = () => pageMeta('team');

/** The whole team as cards: portrait, name and role. */
export default function TeamPage() {
  return (
    <InnerPage title={pages.team.title}>
      <TeamGrid members={team} labels={ui.team} layout="cards" />
    </InnerPage>
  );
}
