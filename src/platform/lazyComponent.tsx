import { type ComponentType, type JSX, use } from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks a promise with its outcome, so `use()` reads a settled one without suspending. */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const result = promise as Tracked<T>;
  if (result.status) return result;
  result.status = 'pending';
  result.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

export type LazyComponent<P extends object> = ((props: P) => JSX.Element) & {
  /** Starts loading the code; resolves when it is ready. */
  preload: () => Promise<ComponentType<P>>;
  /** Whether the code is here already (Storybook and tests load every lazy part up front). */
  isLoaded: () => boolean;
};

const everyLazy = new Set<() => Promise<unknown>>();

/**
 * Loads every lazy part up front. Storybook and tests call it before rendering, so a story shows
 * the whole section at once rather than an empty frame while its code arrives.
 */
export function preloadAllLazy(): Promise<unknown[]> {
  return Promise.all([...everyLazy].map((load) => load()));
}

/**
 * A component whose code arrives on first render (or earlier, through `preload`). Unlike
 * `React.lazy`, once the code is loaded it renders at once, with no suspended frame. Render it inside
 * a `Suspense` boundary.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let promise: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    // A failed download is tried again on the next render instead of failing forever.
    promise ??= tracked(
      load().catch((error: unknown) => {
        promise = null;
        throw error;
      }),
    );
    return promise;
  };
  everyLazy.add(preload);
  function Lazy(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  const isLoaded = () => (promise as Tracked<ComponentType<P>> | null)?.status === 'fulfilled';
  return Object.assign(Lazy, { preload, isLoaded });
}
