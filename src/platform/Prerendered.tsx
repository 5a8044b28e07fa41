import { type ReactNode, createContext, useContext, useState } from 'react';

/** Inside an island the browser hydrates: whether its first render (the hydration) is still under way. */
export const IslandHydration = createContext<{ current: boolean } | null>(null);

/**
 * A part of an island with nothing to operate (testimonial quotes, plain menu links):
 * hydrating the island keeps its prerendered markup as it is, and React never renders it again, so a
 * phone spends no time on it. Rendered anywhere else (the prerender, Storybook, a part an island
 * mounts later in the browser) it renders its children. Its element has no box of its own.
 */
export function Prerendered({ children }: { children: ReactNode }) {
  const hydration = useContext(IslandHydration);
  // Decided once: markup that was prerendered stays so for the life of the island.
  const [keep] = useState(() => hydration?.current === true);
  // data-shown-only lets the size budgets check that these words are in no island's script.
  return keep ? (
    <div data-shown-only="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  ) : (
    <div data-shown-only="" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
