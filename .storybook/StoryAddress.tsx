import { type ReactNode, useMemo, useState } from 'react';
import { type PageAddress, PageAddressProvider } from '../src/platform';

/**
 * The page's address inside a story: starts at the story's URL, and a link or a control that changes
 * it (a tab, a page of a list) changes it here, in memory, without leaving the story.
 */
export function StoryAddress({ url, children }: { url: string; children: ReactNode }) {
  const [href, setHref] = useState(url);
  const address = useMemo((): PageAddress => {
    const parsed = new URL(href, 'http://story');
    return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, basename: '', go: (next) => setHref(next) };
  }, [href]);
  return <PageAddressProvider value={address}>{children}</PageAddressProvider>;
}
