import { useSearchParams } from '../../platform';
import { useClientValue } from '../../platform';

const empty = new URLSearchParams();

/**
 * The URL's query, but empty while the prerendered HTML hydrates: pages are prerendered without a
 * query, so reading `?search=` in the first render would not match that HTML. The real query is
 * applied in the render right after hydration (and at once on client-side navigation).
 */
export function useClientSearchParams(): URLSearchParams {
  const [params] = useSearchParams();
  // Compared as text, so an address without a query renders once, not again after hydration.
  return useClientValue(params.toString(), '') ? params : empty;
}
