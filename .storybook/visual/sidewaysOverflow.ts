/**
 * What scrolls sideways in this document (WCAG reflow): null when nothing does, otherwise how far it
 * scrolls and the elements that stick out furthest. Self-contained, so the site crawl can hand it to
 * a page (`page.evaluate`) and Storybook's run can call it in the story's own frame.
 */
export function sidewaysOverflow(): string | null {
  const root = document.documentElement;
  const overflow = root.scrollWidth - root.clientWidth;
  if (overflow <= 0) return null;
  const overhang = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 ? Math.max(box.right - root.clientWidth, -box.left) : 0;
  };
  const worst = [...document.body.querySelectorAll('*')]
    .map((el) => ({ el, by: overhang(el) }))
    .filter(({ by }) => by > 0.5)
    .sort((a, b) => b.by - a.by)
    .slice(0, 3)
    .map(({ el, by }) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList[0] ? `.${el.classList[0]}` : ''} by ${Math.round(by)} px`);
  return `scrolls sideways by ${overflow} px at ${root.clientWidth} px wide (${worst.join(', ')})`;
}
