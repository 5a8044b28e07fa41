import { type ReactNode, Suspense } from 'react';
import { useHoldWhileHydrating } from './useHoldWhileHydrating';

function HoldWhileHidden({ shown }: { shown: boolean }) {
  useHoldWhileHydrating(!shown);
  return null;
}

/**
 * Content that is in the prerendered page but hidden (the plans of a tab nobody has chosen yet).
 * While the page hydrates, React leaves it exactly as prerendered instead of hydrating what cannot
 * be seen, which spares a slow phone most of the pricing page's start-up work; it comes alive when
 * it is first shown. Rendered on the client after a navigation, it renders at once.
 */
export function HydrateWhenShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HoldWhileHidden shown={shown} />
      {children}
    </Suspense>
  );
}
