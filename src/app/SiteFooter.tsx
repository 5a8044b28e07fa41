import { Footer } from '../sections/Footer';
import { footerContent } from './footerContent';

/** The footer with the site's own content: loaded with its content, when the visitor nears it. */
export function SiteFooter() {
  return <Footer {...footerContent} />;
}
