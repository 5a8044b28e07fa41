import { site } from '../content/site';
import { shellLabels } from '../content/shellLabels';
import { Loader } from '../sections/Loader';

export function SiteLoader() {
  return <Loader brandName={site.brandName} label={shellLabels.loader.label} />;
}
