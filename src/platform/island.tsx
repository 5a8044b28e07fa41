import { type ComponentType, type JSX, isValidElement, useEffect, useId, useRef } from 'react';
import { awaitingCode, markSectionLive } from './earlyInput';
import { IslandHydration } from './Prerendered';
import { usePrerender } from './prerenderContext';

/**
 * What a page may hand an island: plain JSON (no functions, no elements, no undefined), written into
 * the page and read back by the browser. An island whose content only shows (see `inBrowser`) gets
 * it from the page; one whose words are what the visitor operates (menus, forms, tools) takes them
 * from the content modules itself.
 */
export type IslandProps = object;

export type Island<P extends IslandProps> = ((props: P) => JSX.Element) & {
  /** The file under src/islands/ the browser loads it from. */
  islandName: string;
  /** What the browser hydrates inside the island's element. */
  Component: ComponentType<P>;
};

/** Renders nothing; in the browser, once the island's own effects have run, its held taps play back. */
function Live({ element, hydration }: { element?: HTMLElement; hydration: { current: boolean } }) {
  useEffect(() => {
    hydration.current = false;
    if (!element) return;
    element.removeAttribute(awaitingCode);
    markSectionLive();
  }, [element, hydration]);
  return null;
}

/** Marks an island whose code formats amounts or dates as it loads (hydrateIslands.tsx). */
export const formatsAsItLoadsAttribute = 'data-formats-as-it-loads';

export interface IslandOptions<P extends IslandProps> {
  /** What the browser needs of the props (below). */
  inBrowser?: (props: P) => P;
  /**
   * Its modules make Intl formatters as they are evaluated (a tool's content: amounts, due dates):
   * the page's first formatter is then made in a task of its own before them (hydrateIslands.tsx).
   * `scripts/site/formatsAsItLoads.spec.ts` checks each island says so exactly when it does.
   */
  formatsAsItLoads?: boolean;
}

/** Props a page hands an island travel as JSON: a function or an element would silently vanish. */
function assertJson(value: unknown, path: string): void {
  if (typeof value === 'function' || isValidElement(value)) {
    throw new Error(`island ${path} is a ${typeof value === 'function' ? 'function' : 'React element'}, which cannot reach the browser as JSON`);
  }
  if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) assertJson(item, `${path}.${key}`);
}

/**
 * What an island's root renders, the same in the prerender and in the browser: `useId` numbers the
 * elements by the shape of the tree, so both must have the same shape for the ids to agree.
 */
export function IslandContent<P extends IslandProps>({ Component, props, element }: { Component: ComponentType<P>; props: P; element?: HTMLElement }) {
  const hydration = useRef(element !== undefined);
  return (
    <IslandHydration value={hydration}>
      <Component {...props} />
      <Live element={element} hydration={hydration} />
    </IslandHydration>
  );
}

/**
 * A part of a page a visitor operates: the only parts whose code reaches the browser. The prerender
 * writes it inside an element that names it and carries its props; src/entry.client.tsx hydrates it
 * there as a React root of its own when it nears the screen. Everything outside an island stays the
 * prerendered HTML and CSS. The element has no box of its own (`display: contents`), so the part
 * lays out as if it were not there; until its code is live, taps on it are held (earlyInput.ts).
 *
 * `options.inBrowser` says what the browser needs of the props. Content the component shows only inside
 * `Prerendered` (plan cards, quotes, answers) can be emptied there: the page hands it to the island,
 * so it reaches the visitor once, in the HTML, and never in the island's script or its props.
 *
 * The prerender renders an island as a root of its own too, with an id prefix of its own, so the ids
 * React's `useId` gives its elements (labels, aria-controls) are the ones the browser's root gives
 * them. In Storybook and tests it renders the part in place, in the same element.
 */
export function island<P extends IslandProps>(name: string, Component: ComponentType<P>, { inBrowser = (props) => props, formatsAsItLoads = false }: IslandOptions<P> = {}): Island<P> {
  function IslandElement(props: P) {
    const prerender = usePrerender();
    const idPrefix = `${name}${useId().replace(/[^\w]/g, '')}-`;
    const browserProps = inBrowser(props);
    const attributes = {
      'data-island': name,
      'data-props': JSON.stringify(browserProps),
      'data-id-prefix': idPrefix,
      ...(formatsAsItLoads && { [formatsAsItLoadsAttribute]: '' }),
      [awaitingCode]: '',
      style: { display: 'contents' },
    };
    if (!prerender?.IslandProviders) {
      return (
        <div {...attributes}>
          <Component {...props} />
        </div>
      );
    }
    assertJson(browserProps, name);
    const { IslandProviders, renderToString, islandsOnPage } = prerender;
    islandsOnPage.add(name);
    const html = renderToString(
      <IslandProviders>
        <IslandContent Component={Component} props={props} />
      </IslandProviders>,
      { identifierPrefix: idPrefix },
    );
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return Object.assign(IslandElement, { islandName: name, Component });
}
