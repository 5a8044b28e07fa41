import { site } from '../content/site';
import { ui } from '../content/ui';
import { Loader } from '../sections/Loader';

export function SiteLoader() {
  return <Loader brandName={site.brandName} label={ui.loader.label} />;
}
