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
 * Puts the pointer back in the frame's top-left corner, where every story starts (Playwright's
 * pointer begins at 0,0): left over a part, it would draw the next story of the file hovered.
 */
export async function pointerToCorner() {
  const corner = document.createElement('div');
  corner.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;z-index:2147483647';
  document.body.append(corner);
  try {
    await userEvent.hover(page.elementLocator(corner), { timeout: 5_000 });
  } finally {
    corner.remove();
  }
}

/**
 * Hovers a hover story's target with the real pointer, for its picture and its check (the
 * pseudo-states addon draws it only in Storybook's own renderer). Returns a problem, or null when
 * the target looks different hovered.
 */
export async function hoverTarget(selector: string): Promise<string | null> {
  const target = storyElement(selector);
  if (!target) return `no element matches ${selector}`;
  await pointerToCorner();
  const atRest = drawn(target);
  await userEvent.hover(page.elementLocator(target), { timeout: 5_000 });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return drawn(target) === atRest ? `${selector} looks the same hovered and at rest` : null;
}
