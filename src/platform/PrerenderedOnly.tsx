import { type ReactNode, Suspense, use } from 'react';
import { useHydrated } from './useHydrated';

const never = new Promise<never>(() => {});

/*
 * Suspending while React hydrates makes the nearest Suspense boundary keep its prerendered HTML
 * exactly as it is, neither hydrated nor replaced. Rendered again after hydration (a navigation),
 * it renders nothing.
 */
function Hold() {
  if (!useHydrated()) use(never);
  return null;
}

/**
 * Markup that only the prerendered page carries and that works without script (the first-load
 * screen, which leaves by CSS; the answers to a form the browser posted itself): the browser keeps
 * it as prerendered, never hydrates it and never loads its code.
 */
export function PrerenderedOnly({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{typeof window === 'undefined' ? children : <Hold />}</Suspense>;
}
