import { Suspense } from 'react';
import { lazyComponent, useHydrated } from '../../platform';

// Loaded once the page is live: whether to offer another language, and the offer itself in every
// language, are nothing the first screen needs.
const LanguageSuggestionOffer = lazyComponent(() => import('./LanguageSuggestionOffer').then((m) => m.LanguageSuggestionOffer));

/** Where the offer to read this page in the visitor's language appears, if they are offered one. */
export function LanguageSuggestionSlot() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LanguageSuggestionOffer />
    </Suspense>
  ) : null;
}
