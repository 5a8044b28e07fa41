import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('team');

export default function TeamPage() {
  return <SitePage title={pages.team.title} />;
}
