import { deferUntilVisible } from '../components/deferUntilVisible';

/** Home-page sections: the browser may also skip rendering them until they come near the screen. */
export const homeSection = { skipWhileOffscreen: true };

/*
 * The footer opens below the first screen of every page. Its code loads when the visitor nears it;
 * until then the prerendered HTML stands in, complete and readable, so the first screen hydrates
 * sooner. Home pages defer their sections the same way, each with its content (`deferSection`).
 */
export const SiteFooter = deferUntilVisible(() => import('./SiteFooter').then((m) => m.SiteFooter));
