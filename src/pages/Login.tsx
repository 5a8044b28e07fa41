import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('login');

export default function LoginPage() {
  return <SitePage title={pages.login.title} />;
}
