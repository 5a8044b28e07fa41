import { pageMeta } from '../app/seo/pageMeta';
import { SitePage } from '../app/frame/SitePage';
import { ui } from '../content/ui';
import { NotFoundMessage } from '../sections/NotFoundMessage';

export const meta = () => pageMeta('notFound');

export default function NotFoundPage() {
  return (
    <SitePage solidHeader>
      <NotFoundMessage
        title={ui.notFound.title}
        text={ui.notFound.text}
        backLabel={ui.notFound.backToHome}
        image={{ src: '/images/not-found.svg', alt: ui.notFound.imageAlt, width: 600, height: 400 }}
      />
    </SitePage>
  );
}
