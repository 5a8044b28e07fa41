import { page, userEvent } from 'vitest/browser';
import { storyElement } from './storyElement';

/** What a hover may change: enough to tell a hovered part from the same part at rest. */
function drawn(element: Element) {
  return [element, ...element.querySelectorAll('*')]
    .map((node) => {
      const style = getComputedStyle(node);
      return [style.boxShadow, style.transform, style.backgroundColor, style.borderColor, style.color, style.textDecorationLine, style.opacity].join(' ');
    })
    .join('|');
}

/**
 * Hovers a hover story's target with the real pointer, for its picture and its check (the
 * pseudo-states addon draws it only in Storybook's own renderer). Returns a problem, or null when
 * the target looks different hovered.
 */
export async function hoverTarget(selector: string): Promise<string | null> {
  const target = storyElement(selector);
  if (!target) return `no element matches ${selector}`;
  await userEvent.unhover(page.elementLocator(document.body));
  const atRest = drawn(target);
  await userEvent.hover(page.elementLocator(target), { timeout: 5_000 });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return drawn(target) === atRest ? `${selector} looks the same hovered and at rest` : null;
}
