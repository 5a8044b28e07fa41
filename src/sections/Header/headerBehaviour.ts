import { languageStorageKey } from '../../platform/languageChoice';
import { modeStorageKey } from '../../theme';

/*
 * The little the header needs beyond HTML. Its drop-downs are native popovers (`popovertarget`) and
 * its panels (the phone menu, the search bar, the contact panel) native modal dialogs opened by
 * invoker commands (`commandfor`, modalSx.ts): they open, close on Escape or a click outside, and
 * give focus back without any script, before and without JavaScript. What is left is here, in one
 * function that listens on the document, so it is live from the first paint:
 * - the bar turns solid ('sticked') once the page has scrolled past `data-sticky-from` px;
 * - the scheme switch flips the page between light and dark, remembers it as MUI's colour-scheme
 *   script reads it on the next page, and names itself for the scheme it leads to;
 * - a language link remembers the visitor's choice (src/locale/languageChoice.ts);
 * - a panel opening focuses its `data-focus-on-open` field and puts its `data-body-class` on the body;
 * - in a browser without invoker commands or `closedby` (older ones), it does what they would.
 *
 * On the site it runs inline in every page's head (`headerBehaviourScript`), so the header never
 * waits for React; wherever React renders the header (Storybook) the Header installs it. It may use
 * nothing from outside its own body.
 */

export interface HeaderBehaviourKeys {
  /** Where MUI's scheme script and provider read the visitor's mode. */
  mode: string;
  /** Where the language menu's choice is kept. */
  language: string;
}

export const headerBehaviourKeys: HeaderBehaviourKeys = { mode: modeStorageKey, language: languageStorageKey };

declare global {
  interface Window {
    __sbHeader?: () => void;
  }
}

export function installHeaderBehaviour(win: Window & typeof globalThis, keys: HeaderBehaviourKeys) {
  const doc = win.document;
  if (win.__sbHeader) {
    win.__sbHeader();
    return;
  }
  const root = doc.documentElement;

  function store(key: string, value: string) {
    try {
      win.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, policy): the choice holds for this page only.
    }
  }

  // Reading the scroll position lays the page out; once the page is parsed that would be a whole
  // layout in the same task, long on a slow phone. A page that starts scrolled (a reload, an anchor)
  // fires scroll, so the parsed page reads none and only marks the bars that are always solid.
  function sync(readScroll = true) {
    const dark = root.hasAttribute('data-dark');
    doc.querySelectorAll<HTMLElement>('[data-sticky-from]').forEach((bar) => {
      const sticked = bar.dataset.solid === 'true' || (readScroll && win.scrollY > Number(bar.dataset.stickyFrom));
      if (!readScroll && !sticked) return;
      bar.dataset.sticked = String(sticked);
      bar.classList.toggle('sticked', sticked);
    });
    doc.querySelectorAll<HTMLElement>('[data-scheme-toggle]').forEach((button) => {
      button.setAttribute('aria-label', (dark ? button.dataset.toLight : button.dataset.toDark) ?? '');
    });
  }

  doc.addEventListener('click', (event) => {
    const target = event.target instanceof win.Element ? event.target : null;
    if (target?.closest('[data-scheme-toggle]')) {
      // The theme's colorSchemeSelector is 'data': the scheme is an attribute on <html>.
      const next = root.hasAttribute('data-dark') ? 'light' : 'dark';
      root.removeAttribute(next === 'dark' ? 'data-light' : 'data-dark');
      root.setAttribute(`data-${next}`, '');
      store(keys.mode, next);
      sync();
    }
    const language = target?.closest<HTMLElement>('[data-language-choice]');
    if (language) store(keys.language, language.dataset.languageChoice ?? '');
  });

  // Browsers without invoker commands: open and close the dialog the button names, as they would.
  if (!('command' in win.HTMLButtonElement.prototype)) {
    doc.addEventListener('click', (event) => {
      const button = event.target instanceof win.Element ? event.target.closest('button[commandfor]') : null;
      const dialog = button && doc.getElementById(button.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof win.HTMLDialogElement)) return;
      if (button?.getAttribute('command') === 'show-modal' && !dialog.open) dialog.showModal();
      if (button?.getAttribute('command') === 'close') dialog.close();
    });
  }
  // Browsers without `closedby`: a click on the backdrop (outside the dialog's box) closes it.
  if (!('closedBy' in win.HTMLDialogElement.prototype)) {
    doc.addEventListener('click', (event) => {
      const dialog = event.target;
      if (!(dialog instanceof win.HTMLDialogElement) || dialog.getAttribute('closedby') !== 'any') return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    });
  }

  // Dialogs and popovers fire toggle, which does not bubble: listen on the way down.
  doc.addEventListener(
    'toggle',
    (event) => {
      const panel = event.target;
      if (!(panel instanceof win.HTMLElement)) return;
      const open = (event as ToggleEvent).newState === 'open';
      if (panel.dataset.bodyClass) doc.body.classList.toggle(panel.dataset.bodyClass, open);
      if (open) panel.querySelector<HTMLElement>('[data-focus-on-open]')?.focus();
    },
    true,
  );

  win.addEventListener('scroll', () => sync(), { passive: true });
  doc.addEventListener('DOMContentLoaded', () => sync(false));
  win.__sbHeader = sync;
  sync(false);
}

/** The inline script that installs it, for the prerendered page's head. */
export function headerBehaviourScript(keys: HeaderBehaviourKeys) {
  return `(${installHeaderBehaviour.toString()})(window,${JSON.stringify(keys)});`;
}
