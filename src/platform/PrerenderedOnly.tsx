import { type ReactNode, Suspense } from 'react';
import { useHoldWhileHydrating } from './useHoldWhileHydrating';

function Hold() {
  useHoldWhileHydrating(true);
  return null;
}

/**
 * Markup that only the prerendered page carries and that runs by CSS alone (the first-load screen):
 * the browser keeps it as prerendered, never hydrates it and never loads its code. A page rendered
 * in the browser (after a navigation, or without a prerender) does not show it.
 */
export function PrerenderedOnly({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{typeof window === 'undefined' ? children : <Hold />}</Suspense>;
}
