import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';

export const meta = () => pageMeta('home');

export default function HomeFormationPage() {
  return <SitePage stickyThreshold={5} />;
}
