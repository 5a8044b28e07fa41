import { type ReactNode, useMemo } from 'react';
import { type LoaderFunctionArgs, MemoryRouter, RouterProvider, createMemoryRouter, matchPath } from 'react-router';
import { StoryAddress } from './StoryAddress';
import { StoryRouteError } from './StoryRouteError';

export type StoryRouterLoader = (args: LoaderFunctionArgs) => unknown;

interface StoryRouterProps {
  /** The URL the story opens at, with its query (`/pricing?tab=mailbox`). */
  url: string;
  /** A route pattern (`/blog-single/:id`) for stories of whole pages, which read params and route matches. */
  pattern?: string;
  /** `handle` of the matched route, e.g. `{ colorScheme: 'dark' }`. */
  handle?: unknown;
  /** The page module's `loader` (a detail page finds its entry with it, or throws a 404). */
  loader?: StoryRouterLoader;
  children: ReactNode;
}

/**
 * The loader's data for the first render, so the page is drawn at once as in the prerender; a
 * loader that throws (an unknown id) is left to the router, which shows its error.
 */
function loadedAtOnce(id: string, url: string, pattern: string, loader: StoryRouterProps['loader']) {
  const address = new URL(url, window.location.origin);
  const match = matchPath(pattern, address.pathname);
  if (!loader || !match) return undefined;
  try {
    return { loaderData: { [id]: loader({ params: match.params, request: new Request(address), context: undefined }) } };
  } catch {
    return undefined;
  }
}

/**
 * Sections read the page's address (src/platform/pageAddress.tsx); whole pages, which React Router
 * renders on the site, also get a data router, as in the prerender.
 */
export function StoryRouter({ url, pattern, handle, loader, children }: StoryRouterProps) {
  const router = useMemo(() => {
    if (!pattern) return null;
    // The id is the path, as in src/routes.ts: a page family's module reads its variant by it.
    const id = pattern.replace(/^\//, '');
    return createMemoryRouter(
      [
        {
          id,
          path: pattern,
          loader,
          element: <StoryAddress>{children}</StoryAddress>,
          errorElement: (
            <StoryAddress>
              <StoryRouteError />
            </StoryAddress>
          ),
          handle,
        },
      ],
      { initialEntries: [url], hydrationData: loadedAtOnce(id, url, pattern, loader) },
    );
    // The story element is stable for one render of the story; a new URL or pattern is a new story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, pattern]);
  if (router) return <RouterProvider router={router} />;
  return (
    <MemoryRouter initialEntries={[url]}>
      <StoryAddress>{children}</StoryAddress>
    </MemoryRouter>
  );
}
