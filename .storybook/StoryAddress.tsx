import { type ReactNode, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type PageAddress, PageAddressProvider } from '../src/platform';

/**
 * The page's address inside a story: the story's in-memory router's, so a link or a control that
 * changes it (a tab, a page of a list, the next post) moves the story, without leaving it.
 */
export function StoryAddress({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // The router draws a navigation in a transition, later than the change that asked for it.
  const latest = useRef(search);
  const address = useMemo(
    (): PageAddress => ({
      pathname,
      search,
      hash,
      basename: '',
      go: (href, options) => {
        latest.current = new URL(href, `http://page${pathname}`).search;
        void navigate(href, options);
      },
      latestSearch: () => latest.current,
    }),
    [pathname, search, hash, navigate],
  );
  return <PageAddressProvider value={address}>{children}</PageAddressProvider>;
}
