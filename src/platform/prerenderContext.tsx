import { type ComponentType, type ReactNode, createContext, useContext } from 'react';

/** The client entry's module and the modules it imports, as the router's build manifest names them. */
export interface ClientEntry {
  module: string;
  imports: string[];
}

/** What the prerender hands the page: where its script is, and how an island is rendered apart. */
export interface Prerender {
  entry: ClientEntry;
  /** What each island loads beyond the entry (null in `react-router dev`, where Vite serves modules). */
  islandFiles: Record<string, string[]> | null;
  /** Filled as the page renders: the islands it holds, so its script can fetch theirs with the entry. */
  islandsOnPage: Set<string>;
  /** React DOM's server renderer (only the prerender imports it). */
  renderToString: (node: ReactNode, options: { identifierPrefix: string }) => string;
  /**
   * React Router's own check of an SPA-mode build renders the root once (its SPA fallback, a file the
   * site never serves) and fails the build unless the router's scripts are in it. Only that render
   * carries them: every real page loads its islands instead.
   */
  routerCheck: boolean;
  /** What wraps an island's own render: the same providers it gets in the browser. */
  IslandProviders?: ComponentType<{ children: ReactNode }>;
}

const PrerenderContext = createContext<Prerender | null>(null);

/** Set by src/entry.server.tsx, and again by the root layout with the islands' providers added. */
export const PrerenderProvider = PrerenderContext.Provider;

/** Null outside the prerender (Storybook, tests). */
export function usePrerender(): Prerender | null {
  return useContext(PrerenderContext);
}
