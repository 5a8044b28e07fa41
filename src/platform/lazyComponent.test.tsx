import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent, tracked } from './lazyComponent';

function Reader({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

const render = (node: React.ReactNode) => renderToString(<Suspense fallback={<p>waiting</p>}>{node}</Suspense>);

/*
 * `tracked` writes the fields React's `use()` reads to tell a settled promise from a pending one
 * (status, value): React's own protocol, not a public API. If React stops reading them, a section whose
 * code is already loaded would flash empty for a frame; these tests fail instead.
 */
describe("use() reads a tracked promise's outcome without suspending", () => {
  it('renders a settled tracked promise at once', async () => {
    const promise = tracked(Promise.resolve('Wyoming LLC'));
    await promise;
    expect(render(<Reader promise={promise} />)).toContain('Wyoming LLC');
  });

  it('suspends on a settled promise nobody tracked (what the test above guards against)', async () => {
    const promise = Promise.resolve('Wyoming LLC');
    await promise;
    expect(render(<Reader promise={promise} />)).toContain('waiting');
  });

  it('suspends on a pending one', () => {
    expect(render(<Reader promise={tracked(new Promise<string>(() => {}))} />)).toContain('waiting');
  });

  it('renders a lazy component whose code has arrived without a suspended frame', async () => {
    const Lazy = lazyComponent(async () => ({ text }: { text: string }) => <p>{text}</p>);
    await Lazy.preload();
    expect(render(<Lazy text="Registered agent" />)).toContain('Registered agent');
  });

  it('says whether its code is here, so a part can show at once instead of waiting to be near the screen', async () => {
    const Lazy = lazyComponent(async () => ({ text }: { text: string }) => <p>{text}</p>);
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
  });
});
