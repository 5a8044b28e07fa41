import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { loginPage, pages } from '../content/pages';
import { ui } from '../content/ui';
import { LoginPanel } from '../sections/LoginPanel';

export const meta = () => pageMeta('login');

export default function LoginPage() {
  return (
    <SitePage title={pages.login.title}>
      <LoginPanel {...loginPage} labels={{ opensInNewTab: ui.common.opensInNewTab }} />
    </SitePage>
  );
}
