import { useMatches } from 'react-router';
import { type FamilyFile, type FamilyRow, simplePages } from '../../routeTable';

/** The row of `file`'s family with this route id (its path); throws on a row that is not there. */
export function rowOf<F extends FamilyFile>(file: F, routeId: string | undefined): FamilyRow<F> {
  const row = simplePages.find((page) => page.path === routeId && page.file === file);
  if (!row) throw new Error(`The route table has no row "${routeId}" for ${file}`);
  return row as FamilyRow<F>;
}

/** For a family page's component: the row of the route it is rendered under (its `variant`, its `page`). */
export function useRouteRow<F extends FamilyFile>(file: F): FamilyRow<F> {
  return rowOf(file, useMatches().at(-1)?.id);
}

/** For a family page's `meta`, which React Router hands the matched routes. */
export function metaRow<F extends FamilyFile>(file: F, matches: readonly ({ id: string } | undefined)[]): FamilyRow<F> {
  return rowOf(file, matches.at(-1)?.id);
}
