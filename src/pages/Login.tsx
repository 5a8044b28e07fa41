import { pageMeta } from '../app/seo/pageMeta';
import { InnerPage } from '../app/frame/InnerPage';
import { loginPage } from '../content/login';
import { pages } from '../content/pages';
import { ui } from '../content/ui';
import { LoginPanel } from '../sections/LoginPanel';

export const meta = () => pageMeta('login');

export default function LoginPage() {
  return (
    <InnerPage title={pages.login.title}>
      <LoginPanel {...loginPage} labels={{ opensInNewTab: ui.common.opensInNewTab }} />
    </InnerPage>
  );
}
