import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../platform';
import { shellLabels } from '../../content/shellLabels';

const ScrollToTop = lazyComponent(() => import('../../sections/ScrollToTop').then((m) => m.ScrollToTop));
const threshold = 200;

/** The back-to-top button, whose code loads the first time the visitor scrolls far enough to need it. */
export function ScrollToTopSlot() {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold });
  const [needed, setNeeded] = useState(false);
  if (scrolled && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ScrollToTop label={shellLabels.common.backToTop} threshold={threshold} />
    </Suspense>
  ) : null;
}
