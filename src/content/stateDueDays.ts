import type { MonthDay } from '../platform/dates';

/*
 * Language-neutral facts, in a module of their own so a page that names a due day (a blog post, a
 * client story) does not load every state's figures and words with it. Their sources are
 * stateCosts.ts's, where the `due` rules use them. The blog's and the stories' texts, which only the
 * prerender reads, take them through stateCosts.ts (blog.ts says why).
 */

/** The fixed days the states' yearly filings fall due (stateCosts.ts's `due` rules), written once for every page that names them. */
export const stateDueDays = {
  delawareLlc: { month: 6, day: 1 },
  delawareCorp: { month: 3, day: 1 },
  florida: { month: 5, day: 1 },
  /** The first day Florida's annual report can be filed. */
  floridaOpens: { month: 1, day: 1 },
  texas: { month: 5, day: 15 },
  montana: { month: 4, day: 15 },
} satisfies Record<string, MonthDay>;
