import { pageMeta } from '../app/pageMeta';
import { SitePage } from '../app/SitePage';
import { pages } from '../content/pages';

export const meta = () => pageMeta('contact');

export default function ContactUsPage() {
  return <SitePage title={pages.contact.title} />;
}
