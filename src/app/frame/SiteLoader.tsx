import { siteFacts as site } from '../../content/siteFacts';
import { shellLabels } from '../../content/shellLabels';
import { Loader } from '../../sections/Loader';

/** The first-load screen of a prerendered page: it shows and leaves by CSS alone, with no code. */
export function SiteLoader() {
  return <Loader brandName={site.brandName} label={shellLabels.loader.label} />;
}
