import { useClientValue } from './useClientValue';

/** False while React hydrates prerendered HTML, true afterwards (and from the start of a client-only render). */
export function useHydrated(): boolean {
  return useClientValue(true, false);
}
