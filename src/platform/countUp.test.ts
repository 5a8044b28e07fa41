import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCountUp } from './countUp';

/** A meter as the prerender writes it: its final value shown. */
function meter() {
  const part = document.createElement('div');
  part.setAttribute('data-count-up', 'steps');
  part.setAttribute('data-count-to', '89');
  part.innerHTML = '<span data-count-shown="{value}%">89%</span>';
  document.body.append(part);
  return part;
}

describe('count-up on a page the browser prerenders', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.__countUp;
    delete (document as { prerendering?: boolean }).prerendering;
    vi.unstubAllGlobals();
  });

  it('starts watching for the visitor only once the page is shown', () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    const part = meter();
    installCountUp(window).arm(part);
    expect(part.textContent).toBe('0%');
    expect(observed).toEqual([]);

    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(observed).toEqual([part]);
  });
});
