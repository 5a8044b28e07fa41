// "What hydrates": how much of a page React owns, read from the DOM itself. React puts an own
// `__reactFiber$<random>` property on every element it hydrates or renders; an element that still
// holds only prerendered HTML (outside any island, or kept by Prerendered) has none.

/**
 * The elements in document.body and how many of them React owns. Runs in the page: hand it to
 * Playwright's page.evaluate as is, so it must not use anything from this module.
 * @returns {{ hydrated: number, total: number }}
 */
export function countHydrated() {
  const elements = document.body.querySelectorAll('*');
  let hydrated = 0;
  for (const element of elements) {
    if (Object.getOwnPropertyNames(element).some((name) => name.startsWith('__reactFiber'))) hydrated += 1;
  }
  return { hydrated, total: elements.length };
}

/** The count for a Playwright page, as it is now. */
export const hydratedShare = (page) => page.evaluate(countHydrated);

/** `n / total (pct%)`. */
export const formatShare = ({ hydrated, total }) => `${hydrated} / ${total} (${total ? Math.round((hydrated / total) * 100) : 0}%)`;
