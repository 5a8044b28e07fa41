/*
 * The brand screen shows on the first page a visitor opens, not on every page: the pages are
 * separate documents, so to CSS every load is a first load. This function, inlined at the top of
 * every page's head (`brandScreenScript`), decides before the first paint: if this tab's visit has
 * not shown it yet (sessionStorage, which a reload, back and forward, and a tab opened from the
 * site keep), it marks the document (`data-brand-screen`) and remembers that it did. The Loader's
 * style shows the screen only under that mark, so a later page never flashes it, and a page read
 * without JavaScript is never held behind it. A page the browser restores from its back/forward
 * cache runs nothing again: it comes back as the visitor left it. It may use nothing from outside
 * its own body.
 */

/** Where a visit remembers that its brand screen has been shown. */
export const brandScreenKey = 'sb-brand-screen-shown';

/** The mark on `<html>` under which the Loader shows. */
export const brandScreenAttribute = 'data-brand-screen';

export function markFirstPageOfVisit(win: Window, key: string, attribute: string) {
  try {
    if (win.sessionStorage.getItem(key)) return;
    win.sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (a privacy setting): no visit to remember, so no page is held behind the screen.
    return;
  }
  win.document.documentElement.setAttribute(attribute, '');
}

export function brandScreenScript() {
  return `(${markFirstPageOfVisit.toString()})(window,${JSON.stringify(brandScreenKey)},${JSON.stringify(brandScreenAttribute)});`;
}
