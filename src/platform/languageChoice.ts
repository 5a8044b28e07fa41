/** Where the language menu's choice is kept (also read by the header's inline script). */
export const languageStorageKey = 'sb-language';

/** The language a visitor last chose in the language menu (its tag), if any. */
export function chosenLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice; a browser that refuses storage simply does not remember. */
export function rememberLanguage(tag: string) {
  try {
    window.localStorage.setItem(languageStorageKey, tag);
  } catch {
    // Storage blocked (private mode, policy): the choice holds for this page only.
  }
}
