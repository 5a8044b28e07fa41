import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('team');

export default function Team3Page() {
  return <SitePage title={pages.team.title} />;
}
