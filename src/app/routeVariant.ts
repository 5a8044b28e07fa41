import { useMatches } from 'react-router';
import { type FamilyFile, type VariantOf, simplePages } from '../routeTable';

/** The variant the route table gives `file` on the route with this id (its path); throws on a row that is not there. */
export function variantOf<F extends FamilyFile>(file: F, routeId: string | undefined): VariantOf<F> {
  const row = simplePages.find((page) => page.path === routeId && page.file === file);
  if (!row || !('variant' in row)) throw new Error(`The route table has no row "${routeId}" for ${file}`);
  return row.variant as VariantOf<F>;
}

/** For a family page's component: the variant of the route it is rendered under. */
export function useRouteVariant<F extends FamilyFile>(file: F): VariantOf<F> {
  return variantOf(file, useMatches().at(-1)?.id);
}

/** For a family page's `meta`, which React Router hands the matched routes. */
export function metaVariant<F extends FamilyFile>(file: F, matches: readonly ({ id: string } | undefined)[]): VariantOf<F> {
  return variantOf(file, matches.at(-1)?.id);
}
