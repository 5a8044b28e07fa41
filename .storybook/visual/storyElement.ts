/**
 * The first element matching `selector` in the story itself: Storybook keeps its own hidden panels
 * (the error display, "preparing story") in the same document, and their lists and links match
 * plain selectors such as `ul` too.
 */
export function storyElement(selector: string) {
  return [...document.querySelectorAll(selector)].find((element) => !element.closest('.sb-wrapper')) ?? null;
}
