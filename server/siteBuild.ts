import { ensureBuilt, testBuild } from '../scripts/siteBuild.mjs';

/** The tests' own production build (test-build/client), never the user's build/ (scripts/siteBuild.mjs). */
export const builtSite = testBuild;

/**
 * The tests' build, made only when it is missing or older than the sources, so a run right after
 * another test run costs nothing; the same build the site crawl serves (pseudo-locale included).
 */
export function ensureSiteBuild() {
  return ensureBuilt({ pseudoLocale: true }).said;
}
