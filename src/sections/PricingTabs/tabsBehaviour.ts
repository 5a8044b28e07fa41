/*
 * What the plan tabs need beyond HTML, in one function that listens on the document, so the tabs
 * work from the first paint and the page needs no island, React or MUI code for them (on a slow
 * phone that code held the main thread for about a second after the page had painted):
 * - a click on a tab, or an arrow, Home or End key on one (selection follows focus, arrows mirrored
 *   right to left), selects it: `aria-selected`, the roving `tabindex` and the panels' `hidden`;
 * - the selected tab goes into the address's `data-tab-param` parameter without a history entry,
 *   so a plan category can be shared as a link;
 * - once the page is parsed, the tab a shared link names is selected.
 * The markup is a `[role=tablist][data-tab-param]` of `[role=tab][data-tab]` buttons, each naming
 * its panel by `aria-controls`.
 *
 * On the site it runs inline in every page's head (`tabsBehaviourScript`); wherever React renders
 * the tabs (Storybook) the section installs it, and takes the address change itself (it cancels the
 * `sb-tabchange` event) so its story router sees it. It may use nothing from outside its own body.
 */

declare global {
  interface Window {
    __sbTabs?: true;
  }
}

/** Fired on a tab list when the visitor selects a tab; cancelled, the address is left to the listener. */
export const tabChangeEvent = 'sb-tabchange';

export interface TabChange {
  /** The address parameter that holds the tab. */
  param: string;
  /** The selected tab's `data-tab`. */
  value: string;
}

export function installTabsBehaviour(win: Window & typeof globalThis) {
  if (win.__sbTabs) return;
  win.__sbTabs = true;
  const doc = win.document;
  const tabsOf = (list: Element) => [...list.querySelectorAll<HTMLElement>('[role="tab"][data-tab]')];

  function select(tab: HTMLElement, byVisitor: boolean) {
    const list = tab.closest<HTMLElement>('[role="tablist"][data-tab-param]');
    if (!list) return;
    for (const other of tabsOf(list)) {
      const chosen = other === tab;
      other.setAttribute('aria-selected', String(chosen));
      other.tabIndex = chosen ? 0 : -1;
      doc.getElementById(other.getAttribute('aria-controls') ?? '')?.toggleAttribute('hidden', !chosen);
    }
    if (!byVisitor) return;
    const change: TabChange = { param: list.dataset.tabParam ?? '', value: tab.dataset.tab ?? '' };
    if (!list.dispatchEvent(new win.CustomEvent(tabChangeEvent, { bubbles: true, cancelable: true, detail: change }))) return;
    const url = new win.URL(win.location.href);
    url.searchParams.set(change.param, change.value);
    win.history.replaceState(win.history.state, '', url);
  }

  doc.addEventListener('click', (event) => {
    const tab = event.target instanceof win.Element ? event.target.closest<HTMLElement>('[role="tab"][data-tab]') : null;
    if (tab) select(tab, true);
  });

  doc.addEventListener('keydown', (event) => {
    const tab = event.target instanceof win.Element ? event.target.closest<HTMLElement>('[role="tab"][data-tab]') : null;
    const list = tab?.closest('[role="tablist"]');
    if (!tab || !list || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(list);
    const at = tabs.indexOf(tab);
    const forward = win.getComputedStyle(list).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const to = { [forward]: (at + 1) % tabs.length, [backward]: (at - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs[to].focus();
    select(tabs[to], true);
  });

  function fromAddress() {
    const query = new win.URLSearchParams(win.location.search);
    doc.querySelectorAll<HTMLElement>('[role="tablist"][data-tab-param]').forEach((list) => {
      const wanted = query.get(list.dataset.tabParam ?? '');
      const tab = tabsOf(list).find((candidate) => candidate.dataset.tab === wanted);
      if (tab) select(tab, false);
    });
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', fromAddress);
}

/** The inline script that installs it, for the prerendered page's head. */
export function tabsBehaviourScript() {
  return `(${installTabsBehaviour.toString()})(window);`;
}
