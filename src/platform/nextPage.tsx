/*
 * Every page is its own document, so every tap on a link is a page load. Two hints let the browser
 * start the next page before the tap ends and change pages the way an app does; browsers that know
 * neither navigate as they always have.
 * - Speculation Rules: a same-site link's page is fetched as soon as the link looks likely (a short
 *   hover on a desktop, the links in view on a phone: `eager`), and prerendered, scripts and all,
 *   once it is likelier still (a longer hover, the finger down: `moderate`). The pages are light and
 *   have no side effects when loaded (an inquiry is sent by a form's POST, which is never
 *   speculated), so prerendering is safe; what moves once seen waits for the page to be shown
 *   (platform/countUp.ts).
 * - A cross-document view transition: the old page cross-fades into the new one, except for
 *   visitors who ask for reduced motion.
 */

const sameSiteLink = {
  and: [
    { href_matches: '/*' },
    // Downloads, links a page marks as not to follow, and new tabs are left to the tap.
    { not: { selector_matches: '[download], [rel~="nofollow"], [target="_blank"]' } },
  ],
};

export const speculationRules = {
  prefetch: [{ where: sameSiteLink, eagerness: 'eager' }],
  prerender: [{ where: sameSiteLink, eagerness: 'moderate' }],
};

const viewTransitionCss = '@media (prefers-reduced-motion: no-preference){@view-transition{navigation:auto}}';

/** The two hints, for the page's head. */
export function NextPageHints() {
  return (
    <>
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />
      <style dangerouslySetInnerHTML={{ __html: viewTransitionCss }} />
    </>
  );
}
