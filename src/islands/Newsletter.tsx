import { newsletter } from '../content/home';
import { newsletterLabels } from '../content/sectionLabels';
import { island } from '../platform';
import { Newsletter } from '../sections/Newsletter';

/** The newsletter sign-up form. */
function NewsletterIsland() {
  return <Newsletter heading={newsletter} labels={newsletterLabels} />;
}

export default island('Newsletter', NewsletterIsland);
