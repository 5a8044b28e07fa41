import { lazyComponent, PrerenderedOnly } from '../platform';
import { site } from '../content/site';
import { shellLabels } from '../content/shellLabels';

// Only the prerender renders the screen; the browser never needs its code (spinner included).
const Loader = lazyComponent(() => import('../sections/Loader').then((m) => m.Loader));

/** The first-load screen of a prerendered page: it shows and leaves by CSS alone. */
export function SiteLoader() {
  return (
    <PrerenderedOnly>
      <Loader brandName={site.brandName} label={shellLabels.loader.label} />
    </PrerenderedOnly>
  );
}
