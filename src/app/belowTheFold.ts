import type { ComponentType } from 'react';
import { deferSection } from '../components/deferSection';
import { deferUntilVisible } from '../components/deferUntilVisible';

/**
 * Deferred sections of one home page, each paired with its part of that page's content module.
 * The browser may also skip rendering them until they come near the screen.
 */
export function homeSections<Content>(content: () => Promise<Content>) {
  return <P extends object, C extends Partial<P>>(load: () => Promise<ComponentType<P>>, pick: (content: Content) => C) =>
    deferSection(load, () => content().then(pick), { skipWhileOffscreen: true });
}

/*
 * The footer opens below the first screen of every page. Its code loads when the visitor nears it;
 * until then the prerendered HTML stands in, complete and readable, so the first screen hydrates
 * sooner. Home pages defer their sections the same way, each with its content (`deferSection`).
 */
export const SiteFooter = deferUntilVisible(() => import('./SiteFooter').then((m) => m.SiteFooter));
