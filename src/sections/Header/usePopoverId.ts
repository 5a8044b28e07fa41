import { useId, useState } from 'react';

let rendered = 0;

/**
 * An id for a popover and the button that names it, unique on the whole document. `useId` repeats
 * across React roots, and Storybook's Docs page renders each story in a root of its own, where the
 * first story's button would open another story's menu. The prerendered page is one root, so there
 * it is `useId` alone.
 */
export function usePopoverId() {
  const id = useId();
  const [instance] = useState(() => (typeof document === 'undefined' ? '' : `h${(rendered += 1)}`));
  return `${instance}${id}`;
}
