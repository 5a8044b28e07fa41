import { type ReactNode, useMemo } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { StoryAddress } from './StoryAddress';

interface StoryRouterProps {
  /** The URL the story opens at, with its query (`/pricing?tab=mailbox`). */
  url: string;
  /** A route pattern (`/blog-single/:id`) for stories of whole pages, which read params and route matches. */
  pattern?: string;
  /** `handle` of the matched route, e.g. `{ colorScheme: 'dark' }`. */
  handle?: unknown;
  children: ReactNode;
}

/**
 * Sections read the page's address (src/platform/pageAddress.tsx); whole pages, which React Router
 * renders on the site, also get a data router, as in the prerender.
 */
export function StoryRouter({ url, pattern, handle, children }: StoryRouterProps) {
  const router = useMemo(
    () => (pattern ? createMemoryRouter([{ path: pattern, element: <StoryAddress>{children}</StoryAddress>, handle }], { initialEntries: [url] }) : null),
    // The story element is stable for one render of the story; a new URL or pattern is a new story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [url, pattern],
  );
  if (router) return <RouterProvider router={router} />;
  return (
    <MemoryRouter initialEntries={[url]}>
      <StoryAddress>{children}</StoryAddress>
    </MemoryRouter>
  );
}
