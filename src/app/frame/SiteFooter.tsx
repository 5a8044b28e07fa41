import { Footer } from '../../sections/Footer';
import { footerContent } from '../../content/footer';

/** The footer with the site's own content: prerendered HTML, with nothing to operate, so it never hydrates. */
export function SiteFooter() {
  return <Footer {...footerContent} />;
}
