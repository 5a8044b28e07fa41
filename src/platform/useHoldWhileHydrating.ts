import { use } from 'react';
import { useHydrated } from './useHydrated';

const never = new Promise<never>(() => {});

/**
 * Suspends while React hydrates a prerendered page in the browser, when `hold` is set: the nearest
 * Suspense boundary then keeps its prerendered HTML exactly as it is, neither hydrated nor replaced,
 * until it is rendered again with `hold` off or outside hydration (never on the server).
 */
export function useHoldWhileHydrating(hold: boolean) {
  const hydrating = !useHydrated();
  if (hold && hydrating && typeof window !== 'undefined' && import.meta.env.SITE_VARIANT !== 'no-hydration-holds') use(never);
}
