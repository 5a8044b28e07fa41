import { site as site } from '../../content/site';
import { shellLabels } from '../../content/shellLabels';
import { Loader } from '../../sections/Loader';

/** The brand screen on the first page of a visit: the head script decides, CSS shows it and takes it away. */
export function SiteLoader() {
  return <Loader brandName={site.brandName} label={shellLabels.loader.label} firstPageOfVisit />;
}
