import type { ComponentType } from 'react';
import { type DeferOptions, deferUntilVisible } from './deferUntilVisible';

/**
 * A below-the-fold section that brings its own content: its code and the data it shows load
 * together when the visitor nears it, so neither weighs on the first screen's script. The page
 * still passes how the section looks (pager, background, limits); `content` supplies what it says.
 */
export function deferSection<P extends object, C extends Partial<P>>(
  load: () => Promise<ComponentType<P>>,
  content: () => Promise<C>,
  options?: DeferOptions,
) {
  return deferUntilVisible<Omit<P, keyof C>>(async () => {
    const [Section, data] = await Promise.all([load(), content()]);
    return function SectionWithContent(props: Omit<P, keyof C>) {
      return <Section {...({ ...data, ...props } as P)} />;
    };
  }, options);
}
