import { type ComponentType, Suspense, use, useEffect, useRef, useState } from 'react';
import { useHydrated } from './useHydrated';
import { awaitingCode, markSectionLive } from './earlyInput';
import { lazyComponent, tracked } from './lazyComponent';

/** How far below the screen a section starts loading, so it is ready before it is seen. */
const lookAhead = '400px 0px';

/**
 * A below-the-fold section whose code loads only when the visitor nears it. A prerendered page
 * shows the section's HTML from the start; React leaves it as it is, and hydrates it once its code
 * has arrived, so the first screen's script is not kept waiting by sections nobody has seen yet.
 * Rendered on the client after a navigation, the section loads at once.
 */
export function deferUntilVisible<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyComponent(load);
  let release: () => void = () => {};
  const visible = new Promise<void>((resolve) => {
    release = resolve;
  });
  let gated: Promise<ComponentType<P>> | null = null;
  const whenVisible = () => {
    gated ??= tracked(visible.then(Lazy.preload));
    return gated;
  };

  function Content(props: P) {
    const hydrating = !useHydrated();
    const gated = hydrating && typeof window !== 'undefined' && import.meta.env.SITE_VARIANT !== 'no-deferral';
    const Component = use(gated ? whenVisible() : Lazy.preload());
    return <Component {...props} />;
  }

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Marks the section as waiting for its code until it has hydrated, so a tap on it is held and
    // played back then (platform/earlyInput.ts) instead of being dropped.
    const [live, setLive] = useState(false);
    useEffect(() => {
      if (live) markSectionLive();
    }, [live]);
    useEffect(() => {
      const element = ref.current;
      if (!element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          release();
        },
        { rootMargin: lookAhead },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={ref} {...{ [awaitingCode]: live ? undefined : '' }}>
        <Suspense fallback={null}>
          <Content {...props} />
          <WhenCommitted then={setLive} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(Deferred, { preload: Lazy.preload });
}

/** Renders nothing; tells its parent once the Suspense boundary around it has committed (hydrated). */
function WhenCommitted({ then }: { then: (live: true) => void }) {
  useEffect(() => then(true), [then]);
  return null;
}

