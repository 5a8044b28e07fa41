import { type ReactNode, useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/**
 * Shows its story as a visitor whose system asks for reduced motion sees it: the site reads that
 * preference through matchMedia, so carousels and the brand film hold still. Whole pages use it so
 * every capture shows the same frame; each section's own stories show its motion and controls.
 */
export function ReducedMotion({ children }: { children: ReactNode }) {
  // Installed during the first render, before any child reads the preference; undone on unmount.
  const [restore] = useState(() => {
    const original = window.matchMedia;
    window.matchMedia = (media: string) => {
      const list = original.call(window, media);
      if (media.replace(/\s+/g, ' ').trim() !== query) return list;
      // A preference that never changes: nothing to notify.
      const still: MediaQueryList = {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
      return still;
    };
    return () => {
      window.matchMedia = original;
    };
  });
  useEffect(() => restore, [restore]);
  return <>{children}</>;
}
